// Object's members called on a value of an unconstrained type parameter
// (t.ToString(), t.GetHashCode(), t.Equals(x)) and `t == null` /
// `t != null`, in instantiations over value types and reference types:
// C# allows both for any T; a value type is never null, and the operand
// is still evaluated.
using System;

struct Pair
{
    public int A, B;
    public Pair(int a, int b) { A = a; B = b; }
    public override string ToString() { return A + "/" + B; }
}

class Holder<T>
{
    T _value;
    public int Reads;
    public Holder(T v) { _value = v; }
    public T Value { get { Reads++; return _value; } }

    public string Describe() { return Value.ToString(); }
    public bool SameHash(T other) { return Value.GetHashCode() == other.GetHashCode(); }
    public bool Same(T other) { return Value.Equals(other); }
    public bool IsNull() { return Value == null; }
    public bool NotNull() { return null != Value; }
}

class GenericTparamObjectMembers
{
    static string Show<T>(T x)
    {
        return x == null ? "null" : "[" + x.ToString() + "]";
    }

    static void Main()
    {
        var i = new Holder<int>(42);
        Console.WriteLine(i.Describe() + " " + i.SameHash(42) + " " + i.Same(42) + " " + i.Same(7));
        Console.WriteLine(i.IsNull() + " " + i.NotNull() + " reads " + i.Reads);
        var s = new Holder<string>("hi");
        Console.WriteLine(s.Describe() + " " + s.SameHash("hi") + " " + s.Same("hi") + " " + s.Same("ho"));
        Console.WriteLine(s.IsNull() + " " + s.NotNull() + " reads " + s.Reads);
        var n = new Holder<string>(null);
        Console.WriteLine(n.IsNull() + " " + n.NotNull() + " reads " + n.Reads);
        var p = new Holder<Pair>(new Pair(1, 2));
        Console.WriteLine(p.Describe());
        Console.WriteLine(p.IsNull() + " " + p.NotNull() + " reads " + p.Reads);
        var d = new Holder<double>(1.5);
        Console.WriteLine(d.Describe() + " " + d.Same(1.5) + " " + d.IsNull());
        Console.WriteLine(Show(5) + Show("x") + Show<string>(null) + Show('c') + Show(true) + Show(new Pair(3, 4)));
    }
}
