// Hash codes: object hashes are stable over time, locking and collections;
// RuntimeHelpers.GetHashCode matches object.GetHashCode for non-overriding
// classes and ignores overrides; equal strings hash equally; primitives.
// No hash value is printed, only comparisons.
using System;
using System.Runtime.CompilerServices;
using System.Threading;

class Plain { }
class Custom { public override int GetHashCode() { return 12345; } }

class HashCodes
{
    static void Main()
    {
        object o = new Plain();
        int h = o.GetHashCode();
        Console.WriteLine(h == o.GetHashCode());
        Console.WriteLine(h == RuntimeHelpers.GetHashCode(o));
        lock (o) { Console.WriteLine(h == o.GetHashCode()); }
        Monitor.Enter(o);
        Monitor.Enter(o);
        Console.WriteLine(h == RuntimeHelpers.GetHashCode(o));
        Monitor.Exit(o);
        Monitor.Exit(o);
        GC.Collect();
        Console.WriteLine(h == o.GetHashCode());
        object locked = new Plain();
        Monitor.Enter(locked);
        int hl = locked.GetHashCode();
        Monitor.Exit(locked);
        Console.WriteLine(hl == locked.GetHashCode());
        Custom c = new Custom();
        Console.WriteLine(c.GetHashCode());
        Console.WriteLine(RuntimeHelpers.GetHashCode(c) == RuntimeHelpers.GetHashCode(c));
        int distinct = 0;
        object[] many = new object[100];
        for (int i = 0; i < many.Length; i++) many[i] = new Plain();
        for (int i = 1; i < many.Length; i++) if (many[i].GetHashCode() != many[0].GetHashCode()) distinct++;
        Console.WriteLine(distinct > 90);
        string s1 = "hash me", s2 = "hash " + "me".Substring(0);
        Console.WriteLine(s1.GetHashCode() == s2.GetHashCode());
        Console.WriteLine(7.GetHashCode() == 7.GetHashCode());
        Console.WriteLine(RuntimeHelpers.GetHashCode(null));
        Console.WriteLine(true.Equals(true));
        Console.WriteLine(5.Equals(5));
        Console.WriteLine(5L.ToString() + 'x'.ToString());
    }
}
