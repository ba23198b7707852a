using System;

class Box<T>
{
    T value;
    public Box(T v) { value = v; }
    public T Get() { return value; }
    public void Set(T v) { value = v; }
    public override string ToString() { return "Box(" + value + ")"; }
}

class Node<T>
{
    public T Value;
    public Node<T> Next;
    public Node(T v, Node<T> next) { Value = v; Next = next; }
}

class Program
{
    static void Swap<T>(ref T a, ref T b) { T t = a; a = b; b = t; }
    static T Id<T>(T x) { return x; }
    static T First<T>(T[] xs) { return xs[0]; }
    static int Count<T>(Node<T> n) { int c = 0; while (n != null) { c++; n = n.Next; } return c; }

    static void Main()
    {
        Box<int> b = new Box<int>(41);
        b.Set(b.Get() + 1);
        Console.WriteLine(b.Get());
        Box<string> s = new Box<string>("hi");
        Console.WriteLine(s.Get() + "!");
        Console.WriteLine(b.ToString());
        Console.WriteLine(s);
        int x = 1, y = 2;
        Swap(ref x, ref y);
        Console.WriteLine(x + " " + y);
        string p = "a", q = "b";
        Swap<string>(ref p, ref q);
        Console.WriteLine(p + q);
        Console.WriteLine(Id(3.5));
        Console.WriteLine(First(new long[] { 7, 8 }));
        Node<int> list = new Node<int>(1, new Node<int>(2, new Node<int>(3, null)));
        Console.WriteLine(Count(list));
    }
}
