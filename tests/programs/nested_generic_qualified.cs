// A generic class nested in another, named with its outer class:
// `new Outer.Box<int>(7)` (the qualified name's type arguments were dropped,
// so the open definition's constructor refused an int), and a nested generic
// with two parameters.
using System;
using System.Collections.Generic;

class Outer
{
    public class Box<T>
    {
        public T Value;
        public Box(T value) { Value = value; }
        public override string ToString() { return "Box(" + Value + ")"; }
    }

    public class Pair<A, B>
    {
        public A First;
        public B Second;
        public Pair(A a, B b) { First = a; Second = b; }
    }
}

class Program
{
    static Outer.Box<string> Wrap(string s) { return new Outer.Box<string>(s); }

    static void Main()
    {
        var b = new Outer.Box<int>(7);
        Console.WriteLine(b.Value + 1);
        Console.WriteLine(Wrap("x"));
        var list = new List<Outer.Pair<string, int>> { new Outer.Pair<string, int>("a", 1) };
        list.Add(new Outer.Pair<string, int>("b", 2));
        foreach (Outer.Pair<string, int> p in list)
            Console.WriteLine(p.First + "=" + p.Second);
        Outer.Box<double>[] boxes = { new Outer.Box<double>(1.5) };
        Console.WriteLine(boxes[0]);
    }
}
