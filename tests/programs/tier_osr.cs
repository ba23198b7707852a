// Loops that tiered mode moves into compiled code by on-stack replacement
// (with KILN_TIER_THRESHOLD=2,20 as the program suites run it): every kind
// of result returned through an OSR frame, arguments changed before the
// transfer, loops inside try bodies with a throw caught after the transfer,
// a finally left from inside a loop, nested loops, a loop inside a catch
// handler (not an OSR point: stays interpreted) calling compiled methods of
// several signatures, and an exception escaping OSR code with its trace.
// Output is the same in every mode.
// exit: 134
// stderr: Unhandled exception. System.InvalidOperationException: escaped after 50
// stderr: at TierOsr.Escape(Int32 n) in {{DIR}}/tier_osr.cs:line 182
using System;

class Box
{
    public int n;
    public Box(int n) { this.n = n; }
    public int Spin(int rounds)
    {
        int acc = 0;
        for (int i = 0; i < rounds; i++) { acc += n; n ^= i; }
        return acc;
    }
}

class TierOsr
{
    static int counter;

    static double Harmonic(int n)
    {
        double s = 0;
        for (int i = 1; i <= n; i++) s += 1.0 / i;
        return s;
    }

    static bool AllEven(int[] a)
    {
        bool ok = true;
        for (int i = 0; i < a.Length; i++) ok = ok && (a[i] % 2 == 0);
        return ok;
    }

    static char Highest(string s)
    {
        char best = 'a';
        int i = 0;
        while (i < s.Length) { if (s[i] > best) best = s[i]; i++; }
        return best;
    }

    static long Fib(int n)
    {
        long a = 0, b = 1;
        while (n-- > 0) { long t = a + b; a = b; b = t; }
        return a;
    }

    static string Join(int n)
    {
        string s = "";
        for (int i = 0; i < n; i++) s = s + (char)('a' + i % 26);
        return s;
    }

    static uint Hash(uint seed, int n)
    {
        uint h = seed;
        for (int i = 0; i < n; i++) h = h * 31u + (uint)i;
        return h;
    }

    static byte Low(int n)
    {
        byte b = 0;
        for (int i = 0; i < n; i++) b = (byte)(b + 7);
        return b;
    }

    static void Bump(ref int x, int n)
    {
        for (int i = 0; i < n; i++) x += 2;
    }

    static int InTry(int n)
    {
        int hits = 0;
        try
        {
            for (int i = 0; i < n; i++)
            {
                hits++;
                if (i == n - 1) throw new Exception("last " + i);
            }
        }
        catch (Exception e)
        {
            Console.WriteLine("caught: " + e.Message);
            hits += 1000;
        }
        return hits;
    }

    static int LeaveFinally(int n)
    {
        int done = 0;
        for (int i = 0; i < n; i++)
        {
            try
            {
                if (i == 40) break;
                done++;
            }
            finally
            {
                counter++;
            }
        }
        return done;
    }

    static int Nested(int n)
    {
        int total = 0;
        for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++)
                total += i * j % 7;
        return total;
    }

    static int InCatch(int n)
    {
        int s = 0;
        try { throw new Exception("x"); }
        catch (Exception)
        {
            for (int i = 0; i < n; i++) s += i;
        }
        return s;
    }

    // Called from an interpreted loop (in a catch handler: no OSR) once
    // compiled: the interpreter's direct calls of compiled code (up to six
    // integer arguments; narrow results) and libffi ones (a double argument).
    static bool Six(int a, long b, bool c, char d, byte e, object f)
    {
        return c && f != null && (a + b + d + e) % 3 == 0;
    }
    static char Next(char c, int k) { return (char)(c + k % 3); }
    static byte Wrap(byte b) { return (byte)(b + 200); }
    static uint Neg(uint u) { return 0u - u; }
    static double Scale(int x, double y) { return x * y; }

    static string CompiledFromInterp(int n)
    {
        long acc = 0;
        string tag = "";
        try { throw new Exception("x"); }
        catch (Exception e)
        {
            for (int i = 0; i < n; i++)
            {
                if (Six(i, 2L * i, i % 2 == 0, 'a', (byte)i, e)) acc += 1;
                acc += Next('a', i) + Wrap((byte)i) + Neg((uint)i) % 1000;
                acc += (long)Scale(i, 0.5);
            }
            tag = e.Message;
        }
        return tag + " " + acc;
    }

    static int Divide(int n)
    {
        int s = 0;
        for (int i = 0; i < n; i++) s += 100 / (n - 60 - i);
        return s;
    }

    static void Escape(int n)
    {
        for (int i = 0; i < n; i++)
            if (i == 50) throw new InvalidOperationException("escaped after " + i);
    }

    static int Main()
    {
        Console.WriteLine((long)(Harmonic(200) * 1000000));
        int[] evens = new int[100];
        for (int i = 0; i < evens.Length; i++) evens[i] = 2 * i;
        Console.WriteLine(AllEven(evens));
        evens[77] = 3;
        Console.WriteLine(AllEven(evens));
        Console.WriteLine(Highest("the quick brown fox jumps over the lazy dog"));
        Console.WriteLine(Fib(90));
        Console.WriteLine(Join(60));
        Console.WriteLine(Hash(7u, 500));
        Console.WriteLine(Low(100));
        int x = 5;
        Bump(ref x, 100);
        Console.WriteLine(x);
        Console.WriteLine(new Box(3).Spin(300));
        Console.WriteLine(InTry(80));
        Console.WriteLine(LeaveFinally(100) + " " + counter);
        Console.WriteLine(Nested(60));
        Console.WriteLine(InCatch(100));
        Console.WriteLine(CompiledFromInterp(100));
        try { Console.WriteLine(Divide(100)); }
        catch (DivideByZeroException e) { Console.WriteLine("Divide: " + e.Message); }
        long big = 0;
        for (int i = 0; i < 100000; i++) big += i % 13;
        Console.WriteLine(big);
        Escape(100);
        return 0;
    }
}
