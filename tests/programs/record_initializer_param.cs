// mono: skip
// A record's positional parameter read in a member initializer (C# 9: the
// primary constructor's parameter, which hides the property of its name
// there); the copy constructor `with` calls runs no initializer (Id keeps
// its value and the counter moves only for `new`); another constructor
// chains to the primary one.
// Expected output worked out by hand (mcs has no records).
using System;

record R(int X)
{
    static int made;
    public int Twice { get; } = X * 2;
    public int Id { get; } = ++made;
    public R() : this(10) { }
}

record Named(string Name, int N) : R(N)
{
    public string Upper { get; } = Name.ToUpper() + N;
}

class Program
{
    static void Main()
    {
        var a = new R(1);
        var b = a with { X = 5 };
        Console.WriteLine(a + " " + b);
        Console.WriteLine(b.Twice + " " + b.Id + " " + new R(0).Id + " " + new R().Twice);
        var n = new Named("ab", 3);
        var m = n with { Name = "zz" };
        Console.WriteLine(n.Upper + " " + m.Upper + " " + m.Id + " " + n.Id);
    }
}
