// Nested classes, structs and enums: Outer.Inner from outside, simple names inside
// (the inner class sees the outer's private statics, types nested in a base
// class, nested in nested), default private access, protected members from
// a class nested in a derived class, and .NET's names at run time
// (Outer+Inner in ToString() and in an exception's type name).
using System;

namespace Geo
{
    class Outer
    {
        private static int secret = 42;
        private int inst = 7;
        public class Inner
        {
            public int V;
            public Inner(int v) { V = v; }
            public int Peek(Outer o) => o.inst + secret + Helper();
            public class Deep
            {
                public override string ToString() => "deep " + secret + " " + Mode.Slow;
            }
            internal enum Mode { Fast, Slow = 5 }
        }
        private static int Helper() => 1;
        enum Color { Red, Green }
        class MyEx : Exception { public MyEx(string m) : base(m) { } }

        public static void Run()
        {
            Inner i = new Inner(3);
            Console.WriteLine(i.Peek(new Outer()));
            Console.WriteLine(new Inner.Deep());
            Console.WriteLine(Color.Green + " " + (int)Color.Green);
            Console.WriteLine(Inner.Mode.Slow + " " + (int)Inner.Mode.Slow);
            object o = new Inner(1);
            Console.WriteLine(o.ToString());
            try { throw new MyEx("boom"); }
            catch (Exception e) { Console.WriteLine(e.ToString().Split('\n')[0]); }
        }
    }
}

class Program
{
    class Base
    {
        protected int p = 3;
        protected static string Tag() => "base";
        public class Shared { public override string ToString() => "shared"; }
    }
    class Derived : Base
    {
        public class Peer
        {
            public int Get(Derived d) => d.p + Tag().Length;
        }
    }
    static class Counter
    {
        static int n;
        public static int Next() => ++n;
    }
    class Node
    {
        public int Val; public Node Next;
        public Node(int v, Node n) { Val = v; Next = n; }
    }
    struct Pt
    {
        public int X, Y;
        public Pt(int x, int y) { X = x; Y = y; }
        public override string ToString() => X + "," + Y;
    }
    const int Limit = Inner2.K * 2;
    class Inner2 { public const int K = 21; }

    static void Main()
    {
        Geo.Outer.Run();
        Geo.Outer.Inner x = new Geo.Outer.Inner(5);
        Console.WriteLine(x.V + " " + x);
        Console.WriteLine(new Derived.Peer().Get(new Derived()));
        Console.WriteLine(new Derived.Shared());
        Console.WriteLine(new Program.Derived.Shared());
        Console.WriteLine(Counter.Next() + Counter.Next());
        Node list = new Node(1, new Node(2, null));
        int s = 0;
        for (Node q = list; q != null; q = q.Next) s += q.Val;
        Console.WriteLine(s + " " + Limit);
        Node[] nodes = { list, list.Next };
        Console.WriteLine(nodes.Length + " " + nodes[1].Val + " " + nodes[0]);
        Pt p = new Pt(1, 2);
        Pt r = p;
        r.X = 9;
        object boxed = p;
        Console.WriteLine(p + " " + r + " " + boxed);
    }
}
