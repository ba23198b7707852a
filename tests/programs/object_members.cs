// object's members: default ToString (the full type name), Equals
// (reference identity unless overridden), ReferenceEquals, GetHashCode
// stability; primitive ToString.
using System;

namespace Shapes
{
    class Circle { }
}

class Plain { }

class ObjectMembers
{
    static void Main()
    {
        object o = new Plain();
        Console.WriteLine(o.ToString());
        Console.WriteLine(new Shapes.Circle().ToString());
        Console.WriteLine(new object().ToString());
        object p = new Plain();
        Console.WriteLine(o.Equals(o));
        Console.WriteLine(o.Equals(p));
        Console.WriteLine(o.Equals(null));
        Console.WriteLine(object.ReferenceEquals(o, o));
        Console.WriteLine(object.ReferenceEquals(o, p));
        Console.WriteLine(object.ReferenceEquals(null, null));
        Console.WriteLine(o.GetHashCode() == o.GetHashCode());
        string s = "abc";
        object so = "ab" + "c".Substring(0);
        Console.WriteLine(s.Equals(so));
        Console.WriteLine(so.Equals(s));
        Console.WriteLine(object.ReferenceEquals(s, so));
        Console.WriteLine(12.ToString() + (-5L).ToString() + 7u.ToString() + 'x'.ToString() + true.ToString());
        Console.WriteLine(new Exception("m").ToString());
    }
}
