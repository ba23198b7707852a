// `throw;` rethrows the caught exception object itself; `throw e;` throws
// a given object; exceptions cross several frames.
using System;

class Rethrow
{
    static Exception saved;

    static void Deep(int n)
    {
        if (n == 0) throw new InvalidOperationException("deep");
        Deep(n - 1);
    }

    static void Middle()
    {
        try { Deep(5); }
        catch (InvalidOperationException e) { saved = e; Console.WriteLine("middle saw " + e.Message); throw; }
    }

    static void Main()
    {
        try { Middle(); }
        catch (Exception e)
        {
            Console.WriteLine("main saw " + e.Message);
            Console.WriteLine(object.ReferenceEquals(e, saved));
        }
        try
        {
            try { throw new FormatException("first"); }
            catch { Console.WriteLine("bare catch rethrows"); throw; }
        }
        catch (FormatException e) { Console.WriteLine("got " + e.Message); }
        Exception kept = new ArgumentException("kept");
        try { throw kept; }
        catch (ArgumentException e) { Console.WriteLine(object.ReferenceEquals(e, kept)); }
        try
        {
            try { throw new NotImplementedException("x"); }
            finally { Console.WriteLine("finally before outer catch"); }
        }
        catch (NotImplementedException) { Console.WriteLine("outer"); }
    }
}
