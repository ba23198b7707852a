// error: 13:32
// message: C# binds this call to 'System.Math.Max(ushort, ushort)', which Kiln lacks (no ushort type)
// char converts to ushort, and Max(ushort, ushort) is .NET's best overload
// for two chars; Kiln has no ushort, so it must not bind Max(int, int)
// instead (the result's type would differ).
using System;

class P
{
    static void Main()
    {
        char c = 'a', d = 'b';
        Console.WriteLine(Math.Max(c, d));
    }
}
