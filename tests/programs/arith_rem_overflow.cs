// int.MinValue % -1 (and the long form) throws OverflowException, as
// MinValue / -1 does (C# spec, ECMA-335 `rem`); .NET and Mono agree. Any
// other x % -1 is 0. Covers values from calls, a constant divisor with a
// variable dividend (the code generators must not fold it to 0 nor trap in
// idiv), and %= on locals, fields and array elements.
using System;

class ArithRemOverflow
{
    static int s_int = int.MinValue;
    long _long = long.MinValue;

    static int MinusOne() { return -1; }
    static int IntMin() { return int.MinValue; }
    static long LongMin() { return long.MinValue; }

    static void Try(string what, int i)
    {
        try {
            int r = i == 0 ? IntMin() % MinusOne() : IntMin() % -1;
            Console.WriteLine(what + ": no exception, " + r);
        } catch (OverflowException e) {
            Console.WriteLine(what + ": " + e.Message);
        }
    }

    static void Main()
    {
        Try("int % MinusOne()", 0);
        Try("int % -1", 1);
        try { Console.WriteLine(LongMin() % (long)MinusOne()); }
        catch (OverflowException e) { Console.WriteLine("long: " + e.Message); }
        try { long x = LongMin(); Console.WriteLine(x % -1L); }
        catch (ArithmeticException e) { Console.WriteLine("long % -1L is arithmetic: " + (e is OverflowException)); }

        int[] a = { 7, int.MinValue, -7 };
        for (int i = 0; i < a.Length; i++) {
            try { a[i] %= MinusOne(); Console.WriteLine("a[" + i + "] = " + a[i]); }
            catch (OverflowException) { Console.WriteLine("a[" + i + "] %= -1 overflows, still " + a[i]); }
        }
        long[] la = { long.MinValue, 9 };
        for (int i = 0; i < la.Length; i++) {
            try { la[i] %= -1; Console.WriteLine("la[" + i + "] = " + la[i]); }
            catch (OverflowException) { Console.WriteLine("la[" + i + "] %= -1 overflows, still " + la[i]); }
        }
        try { s_int %= MinusOne(); Console.WriteLine("static: " + s_int); }
        catch (OverflowException) { Console.WriteLine("static %= -1 overflows, still " + s_int); }
        ArithRemOverflow o = new ArithRemOverflow();
        try { o._long %= MinusOne(); Console.WriteLine("field: " + o._long); }
        catch (OverflowException) { Console.WriteLine("field %= -1 overflows, still " + o._long); }

        int m = IntMin();
        Console.WriteLine(m % 1);
        Console.WriteLine(m % 2);
        Console.WriteLine(m % 3);
        Console.WriteLine((m + 1) % MinusOne());
        Console.WriteLine(LongMin() % 10);
        Console.WriteLine(5 % -1);
        Console.WriteLine(-5 % -1);
        Console.WriteLine(int.MaxValue % MinusOne());
        uint u = 0x80000000u;
        Console.WriteLine(u % 0xFFFFFFFFu);
        Console.WriteLine(long.MinValue % -2L);
    }
}
