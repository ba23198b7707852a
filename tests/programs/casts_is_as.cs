// Reference casts, `is` and `as`: up and down the hierarchy, to object,
// with null, and InvalidCastException for a wrong cast.
using System;

class Base { public virtual string Name() { return "Base"; } }
class Mid : Base { public override string Name() { return "Mid"; } }
class Leaf : Mid { public override string Name() { return "Leaf"; } }
class Other { }

class CastsIsAs
{
    static void Main()
    {
        object o = new Leaf();
        Console.WriteLine(o is Base);
        Console.WriteLine(o is Mid);
        Console.WriteLine(o is Leaf);
        Console.WriteLine(o is Other);
        Console.WriteLine(o is object);
        Base b = (Base)o;
        Console.WriteLine(b.Name());
        Mid m = o as Mid;
        Console.WriteLine(m != null);
        Other x = o as Other;
        Console.WriteLine(x == null);
        object n = null;
        Console.WriteLine(n is Base);
        Console.WriteLine((n as Base) == null);
        Base nb = (Base)n;
        Console.WriteLine(nb == null);
        try { Other bad = (Other)o; Console.WriteLine("no"); }
        catch (InvalidCastException) { Console.WriteLine("invalid cast"); }
        object mo = new Mid();
        try { Leaf l = (Leaf)mo; Console.WriteLine("no"); }
        catch (InvalidCastException) { Console.WriteLine("invalid downcast"); }
        object s = "str";
        Console.WriteLine(s is string);
        string str = (string)s;
        Console.WriteLine(str.Length);
        try { string bad = (string)mo; Console.WriteLine("no"); }
        catch (InvalidCastException) { Console.WriteLine("not a string"); }
        Exception e = new ArgumentNullException();
        Console.WriteLine(e is ArgumentException);
        Console.WriteLine(e is SystemException);
        Console.WriteLine(e is InvalidOperationException);
    }
}
