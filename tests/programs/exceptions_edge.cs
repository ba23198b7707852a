// Exception edge cases: an exception thrown in a finally replaces the one in
// flight; try/catch inside finally and catch blocks; finally blocks of
// several frames run innermost first; a caught exception's frames unwind.
using System;

class ExceptionsEdge
{
    static string log = "";

    static void Replaces()
    {
        try { throw new InvalidOperationException("first"); }
        finally { throw new FormatException("second"); }
    }

    static void Inner() { try { throw new ArgumentException("deep"); } finally { log += "inner "; } }
    static void Middle() { try { Inner(); } finally { log += "middle "; } }

    static int Counter(int n)
    {
        int done = 0;
        for (int i = 0; i < n; i++)
        {
            try { if (i % 2 == 0) throw new Exception("even"); done += 10; }
            catch (Exception) { done += 1; }
            finally { done += 100; }
        }
        return done;
    }

    static void Main()
    {
        try { Replaces(); }
        catch (InvalidOperationException) { Console.WriteLine("wrong: first survived"); }
        catch (FormatException e) { Console.WriteLine("replaced by " + e.Message); }
        try { Middle(); }
        catch (ArgumentException e) { log += "caught " + e.Message; }
        Console.WriteLine(log);
        log = "";
        try
        {
            try { throw new Exception("a"); }
            finally
            {
                try { throw new Exception("inside finally"); }
                catch (Exception e) { log += "[" + e.Message + "] "; }
            }
        }
        catch (Exception e) { log += "outer got " + e.Message; }
        Console.WriteLine(log);
        log = "";
        try { throw new Exception("x"); }
        catch (Exception)
        {
            try { throw new NotSupportedException("nested"); }
            catch (NotSupportedException e) { log += e.Message; }
        }
        Console.WriteLine(log);
        Console.WriteLine(Counter(5));
        Exception saved = null;
        for (int i = 0; i < 3; i++)
        {
            try { throw new IndexOutOfRangeException("loop " + i); }
            catch (IndexOutOfRangeException e) { saved = e; }
        }
        Console.WriteLine(saved.Message);
    }
}
