// A struct without Equals/GetHashCode overrides compares and hashes its
// fields, as .NET's ValueType: ints, enums, bytes by value, double and
// float by their Equals (0.0 equals -0.0, NaN equals NaN), strings and
// objects by Equals (null equals null), struct fields by their own Equals;
// through a box too; a struct with its own overrides keeps them; a generic
// struct's instances. (.NET's hash is randomized per process: only equal
// values' equal hashes are printed.)
using System;
struct Point { public int X, Y; public Point(int x, int y) { X = x; Y = y; } }
struct Named { public string Name; public double W; public Point P; public Named(string n, double w, Point p) { Name = n; W = w; P = p; } }
enum Color { Red, Green }
struct Tagged { public Color C; public float F; public object O; public byte B; }
struct Own { public int V; public override bool Equals(object o) { return o is Own && ((Own)o).V % 10 == V % 10; } public override int GetHashCode() { return V % 10; } }
struct Pair<A, B> { public A First; public B Second; public Pair(A a, B b) { First = a; Second = b; } }
class T {
  static void Main() {
    Point a = new Point(1, 2), b = new Point(1, 2), c = new Point(2, 1);
    Console.WriteLine(a.Equals(b) + " " + a.Equals(c) + " " + a.Equals((object)b) + " " + a.Equals(null) + " " + a.Equals("x"));
    Console.WriteLine(a.GetHashCode() == b.GetHashCode());
    object boxed = a;
    Console.WriteLine(boxed.Equals(b) + " " + boxed.Equals(c) + " " + (boxed.GetHashCode() == a.GetHashCode()));
    Named n1 = new Named("n", 0.0, a), n2 = new Named("n", -0.0, b), n3 = new Named(null, double.NaN, a), n4 = new Named(null, double.NaN, a);
    Console.WriteLine(n1.Equals(n2) + " " + (n1.GetHashCode() == n2.GetHashCode()) + " " + n3.Equals(n4) + " " + n1.Equals(n3) + " " + (n3.GetHashCode() == n4.GetHashCode()));
    Named n5 = new Named(new string('n', 1), 0.0, c);
    Console.WriteLine(n1.Equals(n5));
    Tagged t1 = new Tagged(), t2 = new Tagged();
    t1.O = "s"; t2.O = "s"; t1.C = Color.Green; t2.C = Color.Green; t1.F = 0.5f; t2.F = 0.5f;
    Console.WriteLine(t1.Equals(t2) + " " + (t1.GetHashCode() == t2.GetHashCode()));
    t2.B = 1;
    Console.WriteLine(t1.Equals(t2));
    Own o1 = new Own(), o2 = new Own(); o1.V = 3; o2.V = 13;
    Console.WriteLine(o1.Equals(o2) + " " + (o1.GetHashCode() == o2.GetHashCode()));
    Pair<int, string> p1 = new Pair<int, string>(1, "a"), p2 = new Pair<int, string>(1, "a"), p3 = new Pair<int, string>(1, "b");
    Console.WriteLine(p1.Equals(p2) + " " + p1.Equals(p3) + " " + (p1.GetHashCode() == p2.GetHashCode()));
    Point[] arr = { a, c };
    Console.WriteLine(arr[1].Equals(c));
  }
}
