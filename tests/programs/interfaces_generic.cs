// Generic interfaces (closed by the frontend's specialization, docs/generics.md):
// IBox<T> implemented by a generic class and by a closed one, interface
// inheritance with substitution (IPair<A, B> : IBox<A>), casts and is to
// constructed interfaces, arrays of them.
using System;
interface IBox<T> { T Get(); void Set(T v); }
class Box<T> : IBox<T> {
    T v;
    public T Get() { return v; }
    public void Set(T x) { v = x; }
}
interface IPair<A, B> : IBox<A> { B Second(); }
class Pair : IPair<int, string> {
    public int Get() { return 1; }
    public void Set(int x) { }
    public string Second() { return "two"; }
}
class Wrap<T> : IPair<T, T> {
    T x;
    public Wrap(T x) { this.x = x; }
    public T Get() { return x; }
    public void Set(T v) { x = v; }
    public T Second() { return x; }
}
class P {
    static void Main() {
        IBox<int> b = new Box<int>();
        b.Set(5);
        Console.WriteLine(b.Get());
        IBox<string> s = new Box<string>();
        s.Set("hi");
        Console.WriteLine(s.Get());
        IPair<int, string> p = new Pair();
        IBox<int> pb = p;
        Console.WriteLine(p.Get() + " " + p.Second() + " " + pb.Get());
        IPair<string, string> w = new Wrap<string>("w");
        Console.WriteLine(w.Get() + w.Second() + " " + (w is IBox<string>) + " " + ((object)w is IBox<int>));
        object o = new Box<double>();
        IBox<double> bd = (IBox<double>)o;
        bd.Set(2.5);
        Console.WriteLine(bd.Get());
        IBox<int>[] arr = { new Box<int>(), new Wrap<int>(9) };
        arr[0].Set(4);
        Console.WriteLine(arr[0].Get() + arr[1].Get());
    }
}
