// Generic base classes: a class deriving from a closed instance (an
// abstract member implemented, a virtual one overridden, the base
// constructor with arguments), a generic class deriving from an open one
// (Circle<T> : Shape<T>), classes deriving from the corelib's List<T> and
// Dictionary<K,V>, and a generic class chain (Named<T> : Node<T>).
using System;
using System.Collections.Generic;

abstract class Shape<T>
{
    protected T size;
    protected Shape(T size) { this.size = size; }
    public abstract double Area();
    public virtual string Name() { return "shape of " + size; }
    public override string ToString() { return Name() + " area " + Area(); }
}

class Square : Shape<int>
{
    public Square(int s) : base(s) { }
    public override double Area() { return size * size; }
}

class Circle<T> : Shape<T>
{
    double r;
    public Circle(T size, double r) : base(size) { this.r = r; }
    public override double Area() { return Math.Round(3.14159 * r * r, 2); }
    public override string Name() { return "circle " + base.Name(); }
}

class Stack2<T> : List<T>
{
    public void Push(T x) { Add(x); }
    public T Pop() { T x = this[Count - 1]; RemoveAt(Count - 1); return x; }
}

class Counter : Dictionary<string, int>
{
    public void Hit(string k) { int c; TryGetValue(k, out c); this[k] = c + 1; }
}

class Node<T> { public T Value; public Node<T> Next; }
class Named<T> : Node<T> { public string Name; }

class Program
{
    static void Main()
    {
        var shapes = new List<Shape<int>> { new Square(3), new Circle<int>(2, 1.5) };
        foreach (var s in shapes)
            Console.WriteLine(s);
        Shape<string> cs = new Circle<string>("big", 2);
        Console.WriteLine(cs.Name() + " " + cs.Area());
        var st = new Stack2<string>();
        st.Push("a"); st.Push("b"); st.Add("c");
        Console.WriteLine(st.Pop() + st.Pop() + " " + st.Count + " " + (st is List<string>));
        var counter = new Counter();
        foreach (var w in "a b a c a b".Split(' '))
            counter.Hit(w);
        foreach (var kv in counter)
            Console.Write(kv.Key + kv.Value + " ");
        Console.WriteLine();
        var n = new Named<int> { Value = 5, Name = "five" };
        Node<int> asNode = n;
        Console.WriteLine(asNode.Value + " " + ((Named<int>)asNode).Name);
    }
}
