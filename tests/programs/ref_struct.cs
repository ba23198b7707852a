// mono: skip
// (Mono's mcs 6.8 is C# 7.0: no ref structs.)
// A user ref struct: fields (one of another ref struct), methods, a
// constructor, passing by value and by ref, and the `using` pattern:
// a ref struct with a public Dispose() is disposed in place, on the
// variable, without IDisposable (C# 8).
using System;

ref struct Counter
{
    public int Count;
    public string Name;

    public Counter(string name) { Name = name; Count = 0; }

    public void Add(int n) { Count += n; }

    public override string ToString() { return Name + "=" + Count; }
}

ref struct Guard
{
    private Counter _inner;
    private string _tag;

    public Guard(string tag) { _tag = tag; _inner = new Counter(tag); Console.WriteLine("open " + tag); }

    public void Touch() { _inner.Add(1); }

    public void Dispose() { Console.WriteLine("dispose " + _tag + " after " + _inner.Count + " touches"); }
}

class RefStruct
{
    static int Total(Counter c) { c.Add(100); return c.Count; }

    static void Bump(ref Counter c) { c.Add(1); }

    static void Main()
    {
        Counter c = new Counter("c");
        c.Add(5);
        Bump(ref c);
        Console.WriteLine("by value: " + Total(c) + ", after: " + c.Count);
        Console.WriteLine("ToString override: " + c.ToString());
        using (Guard g = new Guard("a"))
        {
            g.Touch();
            Console.WriteLine("in the using body");
        }
        using (new Guard("b"))
        {
            Console.WriteLine("an expression resource");
        }
        try
        {
            using (Guard g = new Guard("c"))
            {
                g.Touch();
                g.Touch();
                throw new InvalidOperationException("thrown inside");
            }
        }
        catch (InvalidOperationException e)
        {
            Console.WriteLine("caught: " + e.Message);
        }
    }
}
