// The primitives, decimal, string and enums as System.IComparable, as .NET:
// a box converts to IComparable and compares through CompareTo(object)
// (null is less than any value; another type is .NET's ArgumentException,
// "Object must be of type Int32.", an enum's naming both types), x.CompareTo
// of an object argument, constraints `where T : IComparable` met by int,
// string, double, char, enums and a user class (generic methods, a generic
// class, extension methods on List<T> and T[]), Array.Sort, List.Sort and
// Comparer<T>.Default of such types, a List<IComparable> sorted. byte's and
// the small types' CompareTo give the difference, as .NET's; string.Compare
// -1, 0 or 1 (CompareOrdinal the difference).
using System;
using System.Collections.Generic;

enum Small : byte { A = 1, B = 200 }
enum Big : ulong { X = 1, Y = 18000000000000000000 }
enum Color { Red, Green, Blue }

class Person : IComparable
{
    public string Name;
    public int Age;
    public Person(string n, int a) { Name = n; Age = a; }
    public int CompareTo(object o) { return Age.CompareTo(((Person)o).Age); }
    public override string ToString() { return Name; }
}

class Ranked<T> where T : IComparable
{
    T best;
    bool any;
    public void Offer(T x)
    {
        if (!any || x.CompareTo(best) > 0)
            best = x;
        any = true;
    }
    public T Best { get { return best; } }
}

static class Ext
{
    public static T MaxOf<T>(this List<T> xs) where T : IComparable
    {
        T best = xs[0];
        foreach (T x in xs)
            if (x.CompareTo(best) > 0)
                best = x;
        return best;
    }

    public static T MinOf<T>(this T[] xs) where T : IComparable
    {
        T best = xs[0];
        foreach (T x in xs)
            if (x.CompareTo(best) < 0)
                best = x;
        return best;
    }

    public static void BubbleSort<T>(this T[] xs) where T : IComparable
    {
        for (int i = 0; i < xs.Length; i++)
            for (int j = 0; j + 1 < xs.Length - i; j++)
                if (xs[j].CompareTo(xs[j + 1]) > 0) {
                    T t = xs[j];
                    xs[j] = xs[j + 1];
                    xs[j + 1] = t;
                }
    }
}

class Program
{
    static void Try(IComparable c, object o)
    {
        try {
            Console.WriteLine(c.CompareTo(o));
        } catch (ArgumentException e) {
            Console.WriteLine(e.GetType().Name + ": " + e.Message);
        }
    }

    static T Max<T>(T a, T b) where T : IComparable
    {
        return a.CompareTo(b) >= 0 ? a : b;
    }

    static T Largest<T>(IList<T> xs) where T : IComparable
    {
        T best = xs[0];
        for (int i = 1; i < xs.Count; i++)
            if (xs[i].CompareTo(best) > 0)
                best = xs[i];
        return best;
    }

    static void Main()
    {
        IComparable c = 5;
        Console.WriteLine(c.CompareTo(3) + " " + c.CompareTo(5) + " " + c.CompareTo(9) + " " + c);
        Try(5, null); Try(5, 5L); Try(5, "x");
        Try(7L, 9L); Try(7L, 7); Try(2.5, double.NaN); Try(double.NaN, double.NaN); Try(1.0, 1.0f);
        Try('b', 'a'); Try('b', "b"); Try(true, false); Try(false, 1);
        Try((byte)3, (byte)9); Try((byte)3, 3); Try((sbyte)-3, (sbyte)9); Try((sbyte)3, 3);
        Try((short)300, (short)-2); Try((short)3, 3); Try((ushort)3, (ushort)9); Try((ushort)3, 3);
        Try(3u, 9u); Try(3u, 3); Try(3ul, 1ul); Try(3ul, 3); Try(1.5f, 0.5f); Try(1.5f, 1.5);
        Try(float.NaN, 0f); Try(1.5m, 0.5m); Try(1.5m, 1.5);
        Try("b", "a"); Try("b", 1);
        Try(Color.Green, Color.Red); Try(Color.Green, null); Try(Color.Green, 1); Try(Color.Green, Small.A);
        Try(Small.B, Small.A); Try(Big.Y, Big.X); Try(Big.X, Big.Y);

        Console.WriteLine(Color.Green.CompareTo((object)Color.Red) + " " + Color.Green.CompareTo(null) + " " +
                          Color.Red.CompareTo(Color.Blue) + " " + Big.Y.CompareTo((object)Big.X));
        try {
            Console.WriteLine(Color.Green.CompareTo(0));   // CompareTo(object): a boxed int
        } catch (ArgumentException e) {
            Console.WriteLine(e.Message);
        }
        Console.WriteLine(5.CompareTo((object)5) + " " + 5.CompareTo((object)null) + " " + 'a'.CompareTo((object)'c'));
        Console.WriteLine(2.5.CompareTo((object)1.0) + " " + "a".CompareTo((object)"b"));
        try {
            Console.WriteLine(7.CompareTo((object)"7"));
        } catch (ArgumentException e) {
            Console.WriteLine(e.Message);
        }
        try {
            Console.WriteLine(5.CompareTo(6L));   // CompareTo(object): a boxed long
        } catch (ArgumentException e) {
            Console.WriteLine(e.Message);
        }
        Console.WriteLine(((byte)3).CompareTo((byte)9) + " " + ((short)1).CompareTo((short)5) + " " +
                          'a'.CompareTo('d') + " " + string.Compare("m", "a") + " " + "a".CompareTo("m") + " " +
                          string.Compare("m", "a", true) + " " + string.CompareOrdinal("m", "a") + " " +
                          string.Compare("m", "a", StringComparison.Ordinal));

        Console.WriteLine(Max(3, 9) + " " + Max("pear", "apple") + " " + Max(2.5, 1.5) + " " + Max('x', 'y') + " " +
                          Max(Color.Blue, Color.Green) + " " + Max(7L, -7L) + " " + Max(1.5m, 2.5m));
        var r = new Ranked<int>();
        r.Offer(4); r.Offer(11); r.Offer(-2);
        var rs = new Ranked<string>();
        rs.Offer("kiwi"); rs.Offer("fig");
        Console.WriteLine(r.Best + " " + rs.Best);
        Console.WriteLine(new List<int> { 3, 8, 1 }.MaxOf() + " " + new List<double> { 0.5, -1 }.MaxOf() + " " +
                          new[] { "q", "b", "z" }.MinOf() + " " + new[] { Color.Blue, Color.Red }.MinOf());
        var words = new[] { "delta", "alpha", "charlie", "bravo" };
        words.BubbleSort();
        var nums = new[] { 5, -1, 3, 0 };
        nums.BubbleSort();
        Console.WriteLine(string.Join(",", words) + " " + string.Join(",", nums));
        Console.WriteLine(Largest(new[] { 3, 9, 2 }) + " " + Largest(new List<string> { "x", "yy", "a" }) + " " +
                          Largest(new[] { 'q', 'z' }) + " " +
                          Largest(new[] { new Person("ann", 30), new Person("bob", 40) }));

        var colors = new[] { Color.Blue, Color.Red, Color.Green, Color.Red };
        Array.Sort(colors);
        Console.WriteLine(string.Join(",", colors));
        var cl = new List<Color> { Color.Green, Color.Blue, Color.Red };
        cl.Sort();
        Console.WriteLine(string.Join(",", cl) + " " + cl.BinarySearch(Color.Blue));
        var people = new List<Person> { new Person("c", 3), new Person("a", 1), new Person("b", 2) };
        people.Sort();
        Console.WriteLine(string.Join(",", people));
        Console.WriteLine(Comparer<Color>.Default.Compare(Color.Red, Color.Blue) + " " +
                          Comparer<Person>.Default.Compare(people[2], people[1]) + " " +
                          Comparer<object>.Default.Compare(4, 2) + " " + Comparer<object>.Default.Compare("a", "b"));
        try {
            Comparer<object>.Default.Compare(4, "2");
        } catch (ArgumentException e) {
            Console.WriteLine(e.Message);
        }
        var objs = new List<IComparable> { 3, 1, 2 };
        objs.Sort();
        Console.WriteLine(string.Join(",", objs));
        var boxes = new object[] { 2.5, 0.5, 1.5 };
        Array.Sort(boxes);
        Console.WriteLine(string.Join(",", boxes));
        object bx = 42;
        IComparable back = (IComparable)bx;
        Console.WriteLine((bx is IComparable) + " " + back.CompareTo(41) + " " + ((object)Color.Red is IComparable) +
                          " " + ((object)new object() is IComparable) + " " + (back is int) + " " + (int)back);
    }
}
