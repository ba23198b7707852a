// error: 12:32
// message: the call is ambiguous between the following methods or properties: 'System.Math.Abs(float)' and 'System.Math.Abs(decimal)'
// .NET has no Abs(ulong): ulong converts to float, double and decimal, float
// beats double, and float and decimal are incomparable, so C# rejects it.
using System;

class P
{
    static void Main()
    {
        ulong u = 5;
        Console.WriteLine(Math.Abs(u));
    }
}
