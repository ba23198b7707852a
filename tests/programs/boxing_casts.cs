// mono: skip-output
// The exceptions of unboxing: InvalidCastException with .NET's message
// (Mono says "Specified cast is not valid.") and NullReferenceException.
using System;

enum Color { Red, Green, Blue = 7 }

class BoxingCasts
{
    static void Main()
    {
        object o = 42;
        object n = null;
        try { long l = (long)o; Console.WriteLine(l); }
        catch (InvalidCastException e) { Console.WriteLine(e.Message); }
        try { Color bad = (Color)(object)3L; Console.WriteLine(bad); }
        catch (InvalidCastException e) { Console.WriteLine(e.Message); }
        try { string s = (string)o; Console.WriteLine(s); }
        catch (InvalidCastException e) { Console.WriteLine(e.Message); }
        try { int z = (int)n; Console.WriteLine(z); }
        catch (NullReferenceException e) { Console.WriteLine(e.Message); }
        try { double dd = (double)o; Console.WriteLine(dd); }
        catch (InvalidCastException e) { Console.WriteLine(e.Message); }
        try { int e2 = (int)(object)Color.Red; Console.WriteLine(e2); }
        catch (InvalidCastException e) { Console.WriteLine(e.Message); }
        try { Color c2 = (Color)(object)7; Console.WriteLine(c2); }
        catch (InvalidCastException e) { Console.WriteLine(e.Message); }
    }
}
