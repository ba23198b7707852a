// checked/unchecked expressions and blocks: OverflowException (.NET's message)
// from + - * ++ -- += and unary - on int, uint, long, byte, and from
// checked casts (double, int, ulong to narrower or unsigned types);
// unchecked constants that wrap (const fields too); nesting both ways.
using System;
class P {
    const int Wrapped = unchecked(int.MaxValue + 1);
    const uint U = unchecked((uint)-1);
    static int Mul(int a, int b) => checked(a * b);
    static void Main() {
        int big = int.MaxValue;
        Console.WriteLine(Wrapped + " " + U + " " + unchecked((byte)300) + " " + unchecked(-int.MinValue));
        Console.WriteLine(unchecked(big + 1));
        try { Console.WriteLine(checked(big + 1)); } catch (OverflowException e) { Console.WriteLine("add: " + e.Message); }
        try { Console.WriteLine(Mul(big, 2)); } catch (OverflowException e) { Console.WriteLine("mul: " + e.Message); }
        long l = long.MinValue;
        try { checked { l--; } } catch (OverflowException) { Console.WriteLine("long dec"); }
        byte b = 255;
        try { checked { b++; } } catch (OverflowException) { Console.WriteLine("byte inc " + b); }
        b = 250;
        try { checked { b += 10; } } catch (OverflowException) { Console.WriteLine("byte add " + b); }
        int neg = int.MinValue;
        try { checked { neg = -neg; } } catch (OverflowException) { Console.WriteLine("neg"); }
        double d = 1e20;
        try { checked { int x = (int)d; Console.WriteLine(x); } } catch (OverflowException) { Console.WriteLine("double to int"); }
        uint u = 0;
        try { checked { u--; } } catch (OverflowException) { Console.WriteLine("uint dec"); }
        int m1 = -1;
        try { Console.WriteLine(checked((uint)m1)); } catch (OverflowException) { Console.WriteLine("int to uint"); }
        try { Console.WriteLine(checked((ulong)m1)); } catch (OverflowException) { Console.WriteLine("int to ulong"); }
        ulong ul = ulong.MaxValue;
        try { Console.WriteLine(checked((long)ul)); } catch (OverflowException) { Console.WriteLine("ulong to long"); }
        try { Console.WriteLine(checked((char)m1)); } catch (OverflowException) { Console.WriteLine("int to char"); }
        checked {
            int ok = 5; ok *= 2; ok++; Console.WriteLine(ok + " " + (long)ok + " " + (double)ok + " " + (byte)ok);
            unchecked { int w = big; w++; Console.WriteLine(w); }
            Console.WriteLine(unchecked(big * 2));
        }
        int s = 0;
        checked { for (int i = 0; i < 10; i++) s += i; }
        Console.WriteLine(s);
    }
}
