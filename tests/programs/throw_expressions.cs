// Throw expressions (C# 7): after ??, in either branch of ?:, as the body
// of a lambda, a local function, an expression-bodied method, property
// accessor or constructor, and in a switch expression's arm; the value
// around them is never made, and definite assignment treats them as
// leaving. Mono's mcs 6.8 cannot parse switch expressions; the expected
// output is .NET 8's:
// mono: skip
using System;
using System.Collections.Generic;
using System.Linq;

class Account
{
    private readonly string owner;
    public Account(string owner) => this.owner = owner ?? throw new ArgumentNullException(nameof(owner));
    public string Owner => owner;
    public int Limit { get => 10; set => throw new InvalidOperationException("fixed"); }
    public void Close() => throw new NotSupportedException("closing");
}

class P
{
    static int Parse(string s) => int.TryParse(s, out int v) ? v : throw new FormatException("bad: " + s);
    static string Kind(int n) => n switch
    {
        < 0 => "negative",
        0 => "zero",
        < 10 => "small",
        _ => throw new ArgumentOutOfRangeException(nameof(n), "too big"),
    };

    static void Main()
    {
        Console.WriteLine(new Account("ann").Owner);
        try { new Account(null); } catch (ArgumentNullException e) { Console.WriteLine(e.Message); }
        var a = new Account("bob");
        try { a.Limit = 3; } catch (InvalidOperationException e) { Console.WriteLine(e.Message + " " + a.Limit); }
        try { a.Close(); } catch (NotSupportedException e) { Console.WriteLine(e.Message); }
        Console.WriteLine(Parse("42"));
        try { Parse("x"); } catch (FormatException e) { Console.WriteLine(e.Message); }
        foreach (var n in new[] { -1, 0, 5 }) Console.Write(Kind(n) + " ");
        Console.WriteLine();
        try { Kind(99); } catch (ArgumentOutOfRangeException e) { Console.WriteLine(e.Message); }
        int? maybe = null;
        try { int v = maybe ?? throw new Exception("none"); Console.WriteLine(v); } catch (Exception e) { Console.WriteLine(e.Message); }
        maybe = 7;
        int w = maybe ?? throw new Exception("none");
        Func<int, int> half = x => x % 2 == 0 ? x / 2 : throw new ArgumentException("odd " + x);
        Action boom = () => throw new NotImplementedException("late");
        Console.WriteLine(w + " " + half(8));
        try { half(3); } catch (ArgumentException e) { Console.WriteLine(e.Message); }
        try { boom(); } catch (NotImplementedException e) { Console.WriteLine(e.Message); }
        var names = new Dictionary<int, string> { [1] = "one" };
        string Name(int k) => names.TryGetValue(k, out var s) ? s : throw new KeyNotFoundException($"no {k}");
        Console.WriteLine(Name(1));
        try { Name(2); } catch (KeyNotFoundException e) { Console.WriteLine(e.Message); }
        Console.WriteLine(new[] { "1", "2" }.Select(s => s != null ? int.Parse(s) : throw new Exception()).Sum());
    }
}
