// Constructors: `: this(...)` and `: base(...)` chaining, the order in
// which constructor bodies run, and the implicit default constructor.
using System;

class Base
{
    protected string trail = "";
    public Base() : this("default") { trail += "Base() "; }
    public Base(string s) { trail += "Base(" + s + ") "; }
}

class Derived : Base
{
    public Derived() : base("from Derived") { trail += "Derived() "; }
    public Derived(int n) : this() { trail += "Derived(" + n + ") "; }
    public string Trail => trail;
}

class Plain : Base
{
    public string Trail => trail;
}

class Implicit
{
    public int x;
}

class CtorChaining
{
    static void Main()
    {
        Console.WriteLine(new Derived().Trail);
        Console.WriteLine(new Derived(3).Trail);
        Console.WriteLine(new Plain().Trail);
        Console.WriteLine(new Implicit().x);
    }
}
