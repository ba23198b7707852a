// Static fields, methods and properties; instance methods calling statics;
// static state shared by all instances; this as an argument.
using System;

class Registry
{
    static int nextId = 1;
    static Registry last;
    public int id;
    public Registry() { id = nextId++; last = this; }
    public static int Count => nextId - 1;
    public static Registry Last { get { return last; } }
    public static bool Same(Registry a, Registry b) { return a == b; }
    public bool IsLast() { return Same(this, last); }
}

class StaticMembers
{
    static void Main()
    {
        Registry a = new Registry();
        Registry b = new Registry();
        Console.WriteLine(a.id + " " + b.id + " " + Registry.Count);
        Console.WriteLine(Registry.Last.id);
        Console.WriteLine(a.IsLast() + " " + b.IsLast());
    }
}
