// A property override that declares only some accessors keeps the others
// of the property it overrides: q.X = 5 calls the base setter (through its
// virtual slot), reading calls the override's getter.
using System;

class Basic
{
    int x;
    public virtual int X { get { return x; } set { Console.WriteLine("Basic.set " + value); x = value; } }
    public virtual string Name { get; set; } = "basic";
}

class Doubled : Basic
{
    public override int X { get { return base.X * 2; } }
}

class Logged : Doubled
{
    public override int X { set { Console.WriteLine("Logged.set " + value); base.X = value + 1; } }
}

class Named : Basic
{
    public override string Name { get { return "<" + base.Name + ">"; } }
}

class P
{
    static void Main()
    {
        Doubled q = new Doubled();
        q.X = 5;
        Console.WriteLine(q.X);
        q.X += 1;
        Console.WriteLine(q.X);
        Basic b = q;
        b.X = 7;
        Console.WriteLine(b.X);
        Logged l = new Logged();
        l.X = 3;
        Console.WriteLine(l.X);
        Basic lb = l;
        lb.X = 10;
        Console.WriteLine(lb.X);
        Named n = new Named();
        n.Name = "kiln";
        Console.WriteLine(n.Name);
        n.Name += "!";
        Console.WriteLine(n.Name);
    }
}
