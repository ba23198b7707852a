using System;

// Generic structs: instances are value types (copies, boxes, defaults),
// specialized per argument, with references inside traced by the GC.
struct Pair<A, B>
{
    public A First;
    public B Second;
    public static int Made;
    public Pair(A a, B b) { First = a; Second = b; Made++; }
    public B Get() { return Second; }
    public Pair<B, A> Swap() { return new Pair<B, A>(Second, First); }
    public override string ToString()
    {
        object a = First, b = Second;
        return "[" + a + ", " + b + "]";
    }
}

struct Cell<T>
{
    T v;
    public T Value { get { return v; } set { v = value; } }
}

class Program
{
    static Pair<int, string> Make(int i) { return new Pair<int, string>(i, "s" + i); }

    static void Bump(ref Pair<int, string> p) { p.First += 100; }

    static void Main()
    {
        var p = new Pair<int, string>(1, "one");
        var q = p;                  // a copy
        q.First = 2;
        Console.WriteLine(p.First + " " + q.First + " " + p.Get());
        Console.WriteLine(p);
        Console.WriteLine(p.Swap());
        object boxed = p;
        Console.WriteLine(boxed);
        var back = (Pair<int, string>)boxed;
        Console.WriteLine(back.Second);
        Pair<double, bool> d = default(Pair<double, bool>);
        Console.WriteLine(d.First + " " + d.Second);
        Console.WriteLine(Pair<int, string>.Made + " " + Pair<string, int>.Made + " " + Pair<double, bool>.Made);
        Bump(ref p);
        Console.WriteLine(p.First);

        var arr = new Pair<int, string>[1000];
        for (int i = 0; i < arr.Length; i++)
            arr[i] = Make(i);
        GC.Collect();
        long sum = 0;
        int len = 0;
        foreach (var e in arr) { sum += e.First; len += e.Second.Length; }
        Console.WriteLine(sum + " " + len);

        var c = new Cell<Pair<int, string>>();
        c.Value = new Pair<int, string>(7, "seven");
        Console.WriteLine(c.Value.Second);
        var cells = new Cell<long>[3];
        cells[1].Value = 42;
        Console.WriteLine(cells[0].Value + " " + cells[1].Value);
        Console.WriteLine(new Cell<int>().Value);
    }
}
