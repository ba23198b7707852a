// mono: skip
// Static and private interface members (C# 8): static fields, constants,
// a static constructor, static methods and properties; private instance
// helpers a default body calls; sealed members.
using System;

interface ICounter
{
    const int Step = 5;
    static int count;
    static string log = "start";
    static ICounter() { count = 100; }
    static int Next() { count += Step; return count; }
    static int Peek => count;
    static string Log { get => log; set => log = value; }

    string Tag { get; }
    private string Decorate(string s) => "[" + Tag + ":" + s + "]";
    string Show() => Decorate(Next().ToString());
    sealed string Fixed() => "fixed " + Tag;
}

class K : ICounter { public string Tag => "k"; }

class P
{
    static void Main()
    {
        Console.WriteLine(ICounter.Step);
        Console.WriteLine(ICounter.Next());
        ICounter c = new K();
        Console.WriteLine(c.Show());
        Console.WriteLine(c.Show());
        Console.WriteLine(ICounter.Peek + " " + c.Fixed());
        ICounter.Log = ICounter.Log + "/end";
        Console.WriteLine(ICounter.Log);
        ICounter.count = 1;
        Console.WriteLine(ICounter.Next());
    }
}
