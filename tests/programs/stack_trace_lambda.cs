// A lambda's and a local function's frames in a trace, named as .NET
// names the methods its compiler makes of them: a static lambda in the
// class's <>c, a capturing one in its scope's display class, a local
// function as <Main>g__Name|k, one using only `this` in its own class
// (k counts the members before the enclosing one), a delegate's Invoke
// still hidden (the method group's). Mono 6.8's mcs has no local
// functions: the expected output is .NET's names, written by hand.
// mono: skip
using System;

class Meter
{
    int level = 5;

    public int Read()
    {
        Func<int, int> scaled = d => level / d;
        return scaled(0);
    }
}

class Program
{
    static void Main()
    {
        Func<int, int> half = x => 10 / x;
        try { half(0); }
        catch (Exception e) { Console.WriteLine(e.StackTrace); }
        int limit = 3;
        Action check = () =>
        {
            if (limit > 2)
                throw new InvalidOperationException("limit " + limit);
        };
        try { check(); }
        catch (Exception e) { Console.WriteLine(e.StackTrace); }
        try { Deep(2); }
        catch (Exception e) { Console.WriteLine(e.StackTrace); }
        try { new Meter().Read(); }
        catch (Exception e) { Console.WriteLine(e.StackTrace); }
        Func<string> where = Where;
        Console.WriteLine(where().Split('\n')[1].TrimEnd());

        int Deep(int n)
        {
            if (n == 0)
                throw new ArgumentException("deep");
            return Deep(n - 1) + 1;
        }
    }

    static string Where() => Environment.StackTrace;
}
