// mono: skip
// A struct's lambda and a static lambda naming only types and static members
// (Console, Math, a static field): they need no 'this', so C#'s errors for a
// struct's or a static lambda's 'this' do not apply (lower_closure.c,
// names_instance_member); mcs 6.8 cannot parse static lambdas.
using System;
using System.Collections.Generic;

struct Counter
{
    public int Count;
    static int made = 3;
    public void Show(List<int> xs)
    {
        int k = Count;
        xs.ForEach(x => Console.WriteLine(x + k + made + Math.Max(x, 1)));
        Func<int, string> f = static x => x.ToString("D3");
        Console.WriteLine(f(7));
    }
}

class Widget
{
    int size = 2;
    public void Run()
    {
        Func<int, int> sq = static x => Math.Abs(x) * x;
        Console.WriteLine(sq(-4));
        Func<int> s = () => size;
        Console.WriteLine(s());
    }
}

class Program
{
    static void Main()
    {
        new Counter { Count = 10 }.Show(new List<int> { 1, 2 });
        new Widget().Run();
    }
}
