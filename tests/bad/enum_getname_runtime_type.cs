// error: 9:53
// message: 'Enum.GetName(enumType, value)' with an enumType known only at run time takes an enum value here, not a 'int'
// errors: 1
using System;
enum Color { Red, Green }
class P {
    static void Main() {
        Enum e = Color.Green;
        Console.WriteLine(Enum.GetName(e.GetType(), 1));
    }
}
