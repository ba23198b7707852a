// Variance decided by the runtime (docs/interfaces.md "Variance"): casts
// and type tests of objects whose static type says nothing (object) to
// variant instances the program converts nowhere else, arrays through their
// element's reference conversion (string[] is an IEnumerable<object>, an
// IList<object>, an IEnumerable<IComparable>), implicit conversions of
// arrays that way, interface calls through what the cast decided, and
// delegates cast through object.
using System;
using System.Collections.Generic;
using System.Linq;

interface IShape { double Area(); }
class Square : IShape
{
    readonly double side;
    public Square(double s) { side = s; }
    public double Area() => side * side;
    public override string ToString() => "Square(" + side + ")";
}

class Program
{
    static int Count(IEnumerable<object> xs)
    {
        int n = 0;
        foreach (var x in xs) n++;
        return n;
    }

    static string Kinds(object o)
    {
        return (o is IEnumerable<object> ? "E" : "-") + (o is IReadOnlyList<object> ? "R" : "-") +
               (o is IList<object> ? "L" : "-") + (o is IEnumerable<IComparable> ? "C" : "-") +
               (o is IEnumerable<IShape> ? "S" : "-") + (o is ICollection<string> ? "s" : "-");
    }

    static void Main()
    {
        object words = new string[] { "pear", "fig" };
        Console.WriteLine(Kinds(words));
        Console.WriteLine(Kinds(new Square[] { new Square(2) }));
        Console.WriteLine(Kinds(new int[] { 1 }));
        Console.WriteLine(Kinds(new object[] { "x" }));
        Console.WriteLine(Kinds(new List<string> { "a" }));
        Console.WriteLine(Kinds("text"));
        Console.WriteLine(Kinds(null));

        // a second test of the same pair answers from the table it filled
        for (int i = 0; i < 3; i++)
            Console.Write(Kinds(words) + " ");
        Console.WriteLine();

        // interface calls through the interface the cast decided
        var seq = (IEnumerable<object>)words;
        foreach (var w in seq)
            Console.WriteLine("word " + w);
        var ro = (IReadOnlyList<object>)words;
        Console.WriteLine(ro.Count + " " + ro[1]);
        var cmp = (IEnumerable<IComparable>)words;
        foreach (var c in cmp)
            Console.WriteLine(c.CompareTo("grape"));
        Console.WriteLine(seq.Count() + " " + string.Join("|", seq.Select(x => x.ToString().ToUpper())));

        // implicit conversions through the element's reference conversion
        IEnumerable<object> e = new string[] { "a", "b", "c" };
        Console.WriteLine(Count(e) + " " + Count(new string[] { "z" }));
        IList<object> list = new string[] { "d", "e" };
        Console.WriteLine(list[1] + " " + list.Count + " " + list.IsReadOnly + " " + list.IndexOf("e"));
        list[0] = "f";
        Console.WriteLine(list[0]);
        try { list[1] = 42; }
        catch (ArrayTypeMismatchException ex) { Console.WriteLine(ex.GetType().Name); }
        IEnumerable<IShape> shapes = new Square[] { new Square(1.5), new Square(3) };
        Console.WriteLine(shapes.Sum(s => s.Area()));
        IReadOnlyCollection<object> rc = new Square[] { new Square(1) };
        Console.WriteLine(rc.Count + " " + rc.First());
        var back = (Square[])(IEnumerable<IShape>)new Square[] { new Square(4) };
        Console.WriteLine(back[0].Area());

        // arrays of variant instances
        object lists = new List<string>[] { new List<string> { "m", "n" } };
        Console.WriteLine(lists is IEnumerable<IEnumerable<object>>);
        foreach (var inner in (IEnumerable<IEnumerable<object>>)lists)
            Console.WriteLine(string.Join(",", inner));

        // delegates through object
        object f = (Func<string>)(() => "made");
        Console.WriteLine((f is Func<object>) + " " + (f is Func<string>) + " " + (f is Func<int>));
        Console.WriteLine(((Func<object>)f)());
        object act = (Action<object>)(x => Console.WriteLine("act " + x));
        ((Action<string>)act)("run");
        Console.WriteLine(act is Action<int>);
        object pred = (Predicate<IShape>)(s => s.Area() > 2);
        Console.WriteLine(((Predicate<Square>)pred)(new Square(2)));
        try { var bad = (Func<int>)f; Console.WriteLine(bad()); }
        catch (InvalidCastException ex) { Console.WriteLine(ex.GetType().Name); }
        try { var bad = (IList<int>)words; Console.WriteLine(bad.Count); }
        catch (InvalidCastException ex) { Console.WriteLine(ex.GetType().Name); }
    }
}
