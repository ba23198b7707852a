// Properties: auto-properties (get/set, get-only with initializer),
// accessor bodies with `value`, expression-bodied, static, and virtual ones.
using System;

class Counter
{
    int count;
    public int Count { get { return count; } set { count = value < 0 ? 0 : value; } }
    public string Name { get; set; }
    public int Limit { get; } = 10;
    public int Twice => count * 2;
    public static int Created { get; private set; }
    static int secret = 3;
    public static int Secret => secret;
    public virtual string Kind { get { return "counter"; } }

    public Counter(string name) { Name = name; Created++; }
}

class Special : Counter
{
    public Special() : base("special") { }
    public override string Kind => "special " + base.Kind;
}

class Properties
{
    static void Main()
    {
        Counter c = new Counter("c1");
        c.Count = 5;
        Console.WriteLine(c.Count);
        c.Count = -4;
        Console.WriteLine(c.Count);
        c.Count += 7;
        Console.WriteLine(c.Count);
        c.Count++;
        Console.WriteLine(c.Count);
        Console.WriteLine(c.Twice);
        Console.WriteLine(c.Name);
        c.Name = "renamed";
        Console.WriteLine(c.Name);
        Console.WriteLine(c.Limit);
        Counter s = new Special();
        Console.WriteLine(s.Kind);
        Console.WriteLine(c.Kind);
        Console.WriteLine(Counter.Created);
        Console.WriteLine(Counter.Secret);
        Counter d = new Counter("d");
        Console.WriteLine(d.Name == null);
    }
}
