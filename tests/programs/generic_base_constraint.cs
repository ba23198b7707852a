// A generic instance as a base-class constraint: where T : Base<int> (a
// method's and a class's), where T : Base<V> with V inferred, and the
// curiously recurring where T : Shape<T>, new() whose base list names
// itself (class Sq : Shape<Sq>: its default constructor is public before
// its members are declared).
using System;
using System.Collections.Generic;
abstract class Shape<T> where T : Shape<T>, new()
{
    public int Id;
    public abstract double Area();
    public T With(int id) { var t = new T(); t.Id = id; return t; }
    public bool Bigger(T other) => Area() > other.Area();
}
class Sq : Shape<Sq> { public double S = 2; public override double Area() => S * S; }
class Circ : Shape<Circ> { public override double Area() => 3; }
class Base<U> { public U Val; public virtual string Show() => "base " + Val; public List<U> Log = new List<U>(); }
class Der : Base<int> { public override string Show() => "der " + Val; }
class Holder<T> where T : Base<int>
{
    T item;
    public Holder(T t) { item = t; }
    public int Bump() { item.Val *= 10; item.Log.Add(item.Val); return item.Log.Count; }
    public T Item => item;
}
class P {
    static T Largest<T>(List<T> xs) where T : Shape<T>, new()
    {
        T best = xs[0];
        foreach (var x in xs) if (x.Bigger(best)) best = x;
        return best;
    }
    static string Describe<T, V>(T b, V v) where T : Base<V> { b.Val = v; return b.Show(); }
    static void Main() {
        var sq = new Sq().With(7);
        Console.WriteLine(sq.Id + " " + sq.Area());
        var l = new List<Sq> { new Sq { S = 1 }, new Sq { S = 5 }, new Sq { S = 3 } };
        Console.WriteLine(Largest(l).S);
        Console.WriteLine(Largest(new List<Circ> { new Circ().With(4) }).Id);
        var h = new Holder<Der>(new Der { Val = 2 });
        Console.WriteLine(h.Bump() + " " + h.Item.Show());
        Console.WriteLine(Describe(new Base<string>(), "s"));
        Console.WriteLine(Describe<Der, int>(new Der(), 9));
    }
}
