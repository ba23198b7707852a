// error: 11:40
// message: overflow
// C# says int.MinValue % -1 throws (as int.MinValue / -1); as a constant
// that is a compile-time overflow (mcs: CS0220), never a silent 0.
using System;

class P
{
    static void Main()
    {
        Console.WriteLine(int.MinValue % -1);
    }
}
