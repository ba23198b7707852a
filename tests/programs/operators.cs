// User-defined operators and conversions on a struct and a class: binary,
// unary, == with !=, < with >, compound assignment through them, implicit
// and explicit conversions (also applied to an operand of an operator).
using System;
struct Vec {
    public double X, Y;
    public Vec(double x, double y) { X = x; Y = y; }
    public static Vec operator +(Vec a, Vec b) { return new Vec(a.X + b.X, a.Y + b.Y); }
    public static Vec operator -(Vec a, Vec b) { return new Vec(a.X - b.X, a.Y - b.Y); }
    public static Vec operator -(Vec a) { return new Vec(-a.X, -a.Y); }
    public static Vec operator *(Vec a, double k) { return new Vec(a.X * k, a.Y * k); }
    public static Vec operator *(double k, Vec a) { return a * k; }
    public static bool operator ==(Vec a, Vec b) { return a.X == b.X && a.Y == b.Y; }
    public static bool operator !=(Vec a, Vec b) { return !(a == b); }
    public static implicit operator Vec(double d) { return new Vec(d, d); }
    public static explicit operator double(Vec v) { return v.X + v.Y; }
    public override bool Equals(object o) { return o is Vec && this == (Vec)o; }
    public override int GetHashCode() { return X.GetHashCode() ^ Y.GetHashCode(); }
    public override string ToString() { return "<" + X + "," + Y + ">"; }
}
class Money {
    public readonly long Cents;
    public Money(long c) { Cents = c; }
    public static Money operator +(Money a, Money b) { return new Money(a.Cents + b.Cents); }
    public static bool operator <(Money a, Money b) { return a.Cents < b.Cents; }
    public static bool operator >(Money a, Money b) { return a.Cents > b.Cents; }
    public static implicit operator Money(int c) { return new Money(c); }
    public override string ToString() { return (Cents / 100) + "." + (Cents % 100).ToString("D2"); }
}
class Operators {
    static void Main() {
        Vec a = new Vec(1, 2), b = new Vec(3, 4);
        Console.WriteLine(a + b);
        Console.WriteLine(a - b);
        Console.WriteLine(-a);
        Console.WriteLine(a * 2 + 3 * b);
        Console.WriteLine(a == b);
        Console.WriteLine(a != b);
        Console.WriteLine(a == new Vec(1, 2));
        Vec c = 5.0;
        Console.WriteLine(c);
        Console.WriteLine((double)b);
        a += b;
        a -= new Vec(1, 1);
        a *= 2;
        Console.WriteLine(a);
        Console.WriteLine(a.Equals(new Vec(6, 10)) + " " + a.Equals(5));
        Console.WriteLine(a.GetHashCode() == new Vec(6, 10).GetHashCode());
        object o = a;
        Console.WriteLine(o.Equals(new Vec(6, 10)));
        Money m = 250;
        Money n = m + 199;
        n += m;
        Console.WriteLine(n + " " + (m < n) + " " + (m > n));
        Vec[] vs = new Vec[3];
        vs[1] += new Vec(1, 1);
        vs[1] += vs[1];
        Console.WriteLine(vs[1]);
    }
}
