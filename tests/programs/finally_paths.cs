// finally runs on every exit path: normal completion, return, break,
// continue, exception caught outside, exception from catch, and nesting.
using System;

class FinallyPaths
{
    static string log = "";

    static int Returns()
    {
        try { log += "try "; return 1; }
        finally { log += "finally "; }
    }

    static int Value()
    {
        int x = 1;
        try { return x; }
        finally { x = 2; log += "x=" + x + " "; }
    }

    static void Throws()
    {
        try { throw new Exception("boom"); }
        finally { log += "finally-on-throw "; }
    }

    static void Main()
    {
        Console.WriteLine(Returns() + " " + log);
        log = "";
        Console.WriteLine(Value() + " " + log);
        log = "";
        for (int i = 0; i < 3; i++)
        {
            try
            {
                if (i == 0) continue;
                if (i == 2) break;
                log += "body" + i + " ";
            }
            finally { log += "f" + i + " "; }
        }
        Console.WriteLine(log);
        log = "";
        try { Throws(); } catch (Exception e) { log += "caught " + e.Message; }
        Console.WriteLine(log);
        log = "";
        try
        {
            try
            {
                try { throw new InvalidOperationException("a"); }
                catch (InvalidOperationException) { log += "c1 "; throw new FormatException("b"); }
                finally { log += "f1 "; }
            }
            finally { log += "f2 "; }
        }
        catch (FormatException e) { log += "outer " + e.Message; }
        Console.WriteLine(log);
        log = "";
        try { log += "normal "; } finally { log += "done"; }
        Console.WriteLine(log);
        int w = 0;
        while (true)
        {
            try { w++; if (w == 3) break; }
            finally { log = "w=" + w; }
        }
        Console.WriteLine(log);
    }
}
