// mono: skip-output
// double.ToString as .NET 5+ prints it: the shortest digits that round-trip,
// fixed notation for decimal exponents -4..16 (.NET's G with 17 digits of
// round-trip precision), E notation otherwise.
// (Mono 6.8 prints 15 significant digits, so only Kiln checks this output.)
using System;

class DoubleFormat
{
    static void Main()
    {
        double zero = 0.0;
        Console.WriteLine(0.1);
        Console.WriteLine(1.0 / 3);
        Console.WriteLine(2.0 / 3);
        Console.WriteLine(0.1 + 0.2);
        Console.WriteLine(1e15);
        Console.WriteLine(1e16);
        Console.WriteLine(1e17);
        Console.WriteLine(9007199254740992.0);
        Console.WriteLine(123456789012345.0);
        Console.WriteLine(1e-5);
        Console.WriteLine(0.0001);
        Console.WriteLine(1.5e-5);
        Console.WriteLine(123.456);
        Console.WriteLine(1.0);
        Console.WriteLine(-2.5);
        Console.WriteLine(100.0);
        Console.WriteLine(zero / zero);
        Console.WriteLine(1 / zero);
        Console.WriteLine(-1 / zero);
        Console.WriteLine(-zero);
        Console.WriteLine(1.7976931348623157E+308);
        Console.WriteLine(4.94065645841247E-324);
        Console.WriteLine(1e300 * 10);
        Console.WriteLine(5e-324);
        Console.WriteLine("" + 3.14159 + " " + 1e21);
        Console.WriteLine((0.5).ToString());
    }
}
