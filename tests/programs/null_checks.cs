// Access through null throws NullReferenceException: field load and store,
// instance call, virtual call, array length and element, string members;
// `??` and null comparisons do not throw.
using System;

class Obj
{
    public int f;
    public int Get() { return f; }
    public virtual int V() { return 1; }
}

class NullChecks
{
    static int caught;

    static void Try(int k)
    {
        Obj o = null;
        int[] a = null;
        string s = null;
        try
        {
            switch (k)
            {
                case 0: Console.WriteLine(o.f); break;
                case 1: o.f = 1; break;
                case 2: o.Get(); break;
                case 3: o.V(); break;
                case 4: Console.WriteLine(a.Length); break;
                case 5: a[0] = 1; break;
                case 6: Console.WriteLine(s.Length); break;
                case 7: Console.WriteLine(s[0]); break;
                case 8: lock (o) { } break;
                case 9: throw null;
            }
            Console.WriteLine("no exception " + k);
        }
        catch (NullReferenceException) { caught++; }
        catch (ArgumentNullException) { Console.WriteLine("argument null " + k); }
    }

    static void Main()
    {
        for (int k = 0; k < 10; k++) Try(k);
        Console.WriteLine(caught);
        string s = null;
        Console.WriteLine(s ?? "fallback");
        Obj o = null;
        Obj p = o ?? new Obj();
        Console.WriteLine(p.Get());
        Console.WriteLine(o == null);
        Console.WriteLine(null == o);
        string t = "t";
        Console.WriteLine(t ?? "x");
    }
}
