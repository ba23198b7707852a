// mono: skip
// Locals declared after a using declaration (C# 8) in the same block: the
// declaration's variable and the rest of the block share the block's scope
// (they were put one scope deeper than the block had reserved its locals
// at, so `using var r = ...; var n = 5;` was "a local variable named 'n'
// cannot be declared in this scope").
using System;
using System.Collections.Generic;

class Res : IDisposable
{
    readonly string name;
    public Res(string name) { this.name = name; Console.WriteLine("open " + name); }
    public string Read() { return name.ToUpper(); }
    public void Dispose() { Console.WriteLine("close " + name); }
}

class Program
{
    static int Sum(List<int> xs)
    {
        using var log = new Res("sum");
        int total = 0;
        foreach (var x in xs)
            total += x;
        var text = log.Read() + "=" + total;
        Console.WriteLine(text);
        return total;
    }

    static void Main()
    {
        using var a = new Res("a");
        var first = a.Read();
        using var b = new Res("b");
        string second = b.Read();
        Console.WriteLine(first + second);
        for (int i = 0; i < 2; i++)
        {
            using var loop = new Res("loop" + i);
            var line = loop.Read();
            Func<string> echo = () => line + "!";
            Console.WriteLine(echo());
        }
        Console.WriteLine(Sum(new List<int> { 1, 2, 3 }));
        switch (first.Length)
        {
            case 1:
            {
                using var inner = new Res("case");
                var n = first.Length * 10;
                Console.WriteLine(n);
                break;
            }
        }
        {
            using Res c = new Res("c"), d = new Res("d");
            var both = c.Read() + d.Read();
            Console.WriteLine(both);
        }
        Console.WriteLine("end of Main");
    }
}
