// Iterators with try/finally: finally blocks run on normal completion, on
// yield break, on an early break from foreach (Dispose, innermost first),
// and when an exception goes through MoveNext; Reset and MoveNext after
// the end or after an exception.
using System;
using System.Collections;

class Res : IDisposable
{
    private string name;
    public Res(string name) { this.name = name; Console.WriteLine("open " + name); }
    public void Dispose() { Console.WriteLine("dispose " + name); }
}

class P
{
    static IEnumerable Nested()
    {
        try
        {
            Console.WriteLine("outer try");
            yield return 1;
            try
            {
                Console.WriteLine("inner try");
                yield return 2;
                yield return 3;
            }
            finally
            {
                Console.WriteLine("inner finally");
            }
            yield return 4;
        }
        finally
        {
            Console.WriteLine("outer finally");
        }
        Console.WriteLine("body end");
    }

    static IEnumerable Using()
    {
        using (Res r = new Res("r1"))
        {
            yield return "a";
            using (new Res("r2"))
            {
                yield return "b";
                yield return "c";
            }
            yield return "d";
        }
    }

    static IEnumerable Inner(string tag)
    {
        try
        {
            for (int i = 0; i < 3; i++)
                yield return tag + i;
        }
        finally
        {
            Console.WriteLine("inner " + tag + " finally");
        }
    }

    static IEnumerable Outer()
    {
        try
        {
            foreach (object o in Inner("x"))
                yield return "outer got " + o;
        }
        finally
        {
            Console.WriteLine("outer finally");
        }
    }

    static IEnumerable Throws(int at)
    {
        try
        {
            for (int i = 0; ; i++)
            {
                if (i == at)
                    throw new InvalidOperationException("boom at " + i);
                yield return i;
            }
        }
        finally
        {
            Console.WriteLine("Throws finally");
        }
    }

    static IEnumerable ThrowsInFinally()
    {
        try
        {
            yield return 1;
            yield return 2;
        }
        finally
        {
            Console.WriteLine("finally throws");
            throw new ArgumentException("from finally");
        }
    }

    static IEnumerable BreakInTry(int stop)
    {
        for (int i = 0; i < 5; i++)
        {
            try
            {
                if (i == stop)
                    yield break;
                if (i % 2 == 1)
                    continue;
                yield return i;
            }
            finally
            {
                Console.WriteLine("finally " + i);
            }
        }
        Console.WriteLine("loop done");
    }

    static IEnumerable Catching()
    {
        for (int i = 0; i < 3; i++)
        {
            int v;
            try
            {
                v = 10 / (1 - i);
            }
            catch (DivideByZeroException)
            {
                Console.WriteLine("caught at " + i);
                v = -1;
            }
            yield return v;
        }
    }

    static IEnumerator Simple()
    {
        yield return "only";
    }

    static IEnumerator NoFinally()
    {
        yield return 1;
        yield return 2;
        yield return 3;
    }

    static void Main()
    {
        foreach (object o in Nested())
            Console.WriteLine(o);
        Console.WriteLine("-- break at 2");
        foreach (object o in Nested())
        {
            Console.WriteLine(o);
            if ((int)o == 2)
                break;
        }
        Console.WriteLine("-- break at 4");
        foreach (object o in Nested())
        {
            Console.WriteLine(o);
            if ((int)o == 4)
                break;
        }
        Console.WriteLine("-- using");
        foreach (object o in Using())
            Console.WriteLine(o);
        foreach (object o in Using())
        {
            Console.WriteLine(o);
            if ((string)o == "b")
                break;
        }
        Console.WriteLine("-- nested iterators");
        foreach (object o in Outer())
        {
            Console.WriteLine(o);
            if ((string)o == "outer got x1")
                break;
        }
        Console.WriteLine("-- exception");
        IEnumerator t = Throws(2).GetEnumerator();
        try
        {
            while (t.MoveNext())
                Console.WriteLine(t.Current);
        }
        catch (InvalidOperationException ex)
        {
            Console.WriteLine("caught " + ex.Message);
        }
        Console.WriteLine(t.MoveNext());
        try
        {
            foreach (object o in Throws(1))
                Console.WriteLine(o);
        }
        catch (InvalidOperationException ex)
        {
            Console.WriteLine("caught " + ex.Message);
        }
        Console.WriteLine("-- finally throws on dispose");
        try
        {
            foreach (object o in ThrowsInFinally())
            {
                Console.WriteLine(o);
                break;
            }
        }
        catch (ArgumentException ex)
        {
            Console.WriteLine("caught " + ex.Message);
        }
        Console.WriteLine("-- yield break and continue in try");
        foreach (object o in BreakInTry(3))
            Console.WriteLine(o);
        foreach (object o in BreakInTry(9))
            Console.WriteLine(o);
        Console.WriteLine("-- try/catch without yield");
        foreach (object o in Catching())
            Console.WriteLine(o);
        Console.WriteLine("-- Reset, Dispose");
        IEnumerator s = Simple();
        Console.WriteLine(s.Current == null);
        Console.WriteLine(s.MoveNext() + " " + s.Current);
        Console.WriteLine(s.MoveNext() + " " + s.Current);
        Console.WriteLine(s.MoveNext());
        try
        {
            s.Reset();
        }
        catch (NotSupportedException ex)
        {
            Console.WriteLine("Reset: " + ex.Message);
        }
        IEnumerator d = Nested().GetEnumerator();
        d.MoveNext();
        d.MoveNext();
        ((IDisposable)d).Dispose();
        Console.WriteLine("after dispose " + d.MoveNext() + " " + d.Current);
        ((IDisposable)d).Dispose();
    }
}
