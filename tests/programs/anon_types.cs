// Anonymous types: new { Name = e, x.B, c } with .NET's ToString ("{ Name = a, Age = 3 }",
// a null member prints nothing), member reads, Equals/GetHashCode over the
// members (same shape: same type; == stays reference identity), nested ones,
// arrays of them (new[] { ... }), the empty one, through object, in a lambda.
using System;
class P {
  static void Main() {
    var a = new { Name = "a", Age = 3 };
    var b = new { Name = "a", Age = 3 };
    var c = new { Name = "b", Age = 3 };
    Console.WriteLine(a);
    Console.WriteLine(a.Name + " " + a.Age);
    Console.WriteLine(a.Equals(b) + " " + a.Equals(c) + " " + (a == b) + " " + (a.GetHashCode() == b.GetHashCode()));
    string city = "Oslo"; int zip = 150;
    var d = new { city, Zip = zip, Inner = new { X = 1.5, Y = (string)null } };
    Console.WriteLine(d);
    Console.WriteLine(d.Inner.X + " " + d.city);
    var arr = new[] { new { N = 1, B = 10 }, new { N = 12345, B = 10 }, new { N = 0xfe, B = 0x10 } };
    foreach (var x in arr) Console.WriteLine(x.N + " base " + x.B + " " + x);
    object o = a;
    Console.WriteLine(o.Equals(b) + " " + o.ToString());
    var e = new { };
    Console.WriteLine(e + " " + e.Equals(new { }));
    Func<int, object> f = k => new { K = k, Sq = k * k };
    Console.WriteLine(f(4));
  }
}
