// error: 9:35
// message: 'Convert.ToInt32' of a System.Enum value is not supported
// errors: 1
using System;
enum Color { Red, Green }
class P {
    static void Main() {
        Enum e = Color.Green;
        Console.WriteLine(Convert.ToInt32(e));
    }
}
