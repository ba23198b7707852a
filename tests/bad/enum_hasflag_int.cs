// error: 8:45
// message: argument 1: cannot convert from 'int' to 'System.Enum'
// errors: 1
using System;
enum Color { Red, Green }
class P {
    static void Main() {
        Console.WriteLine(Color.Red.HasFlag(1));
    }
}
