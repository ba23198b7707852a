// A type nested in a generic instance, named from outside
// (List<int>.Enumerator, Dictionary<K,V>.KeyCollection, a user's
// Outer<T>.Inner), and a simple name with type arguments inside a class
// that has a member of that name: C# looks for a generic type or method
// then, not the property (Comparer<T>.Default beside a Comparer property).
using System;
using System.Collections.Generic;

class Box<T>
{
    public class Cell
    {
        public T Value;
        public override string ToString() { return "Cell(" + Value + ")"; }
    }

    public enum Kind { Empty, Full }

    public Cell Make(T v) { var c = new Cell(); c.Value = v; return c; }
}

class Sorter
{
    public int Comparer = 7;   // a field named like the generic type

    public int Compare(string a, string b)
    {
        return Comparer<string>.Default.Compare(a, b) + Comparer - 7;
    }
}

class Program
{
    static int Sum(List<int>.Enumerator e)
    {
        int s = 0;
        while (e.MoveNext())
            s += e.Current;
        return s;
    }

    static void Main()
    {
        var list = new List<int> { 3, 4, 5 };
        List<int>.Enumerator en = list.GetEnumerator();
        Console.WriteLine(Sum(en));
        var d = new Dictionary<string, int> { { "b", 2 }, { "a", 1 } };
        Dictionary<string, int>.KeyCollection keys = d.Keys;
        Dictionary<string, int>.ValueCollection values = d.Values;
        Console.WriteLine(string.Join(",", keys) + " " + string.Join(",", values));
        foreach (KeyValuePair<string, int> kv in d) {
            Dictionary<string, int>.Enumerator de = d.GetEnumerator();
            de.MoveNext();
            Console.WriteLine(kv.Key + " first " + de.Current.Key);
        }
        Box<string>.Cell cell = new Box<string>().Make("x");
        Box<int>.Cell[] cells = { new Box<int>().Make(1), new Box<int>().Make(2) };
        Console.WriteLine(cell + " " + cells[0] + " " + cells[1].Value * 10);
        Box<int>.Kind k = Box<int>.Kind.Full;
        Console.WriteLine(k + " " + (int)Box<double>.Kind.Empty);
        Console.WriteLine(new Sorter().Compare("apple", "banana") + " " + new Sorter().Compare("b", "a"));
    }
}
