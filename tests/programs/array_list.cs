// mono: skip-output
// System.Collections.ArrayList: Add returning the index, .NET's growth (4,
// then doubling; a capacity set to 0 becomes 4), AddRange/InsertRange from
// an array or another ArrayList (itself too), element.Equals lookups with
// null matching null, Sort by the default order and by a non-generic
// IComparer, BinarySearch, Clone, TrimToSize, enumeration stopped by a
// change, foreach and LINQ over the non-generic IEnumerable, and .NET 8's
// exceptions. Mono prints the same but for the messages of the argument
// exceptions (Mono puts the parameter on a line of its own, and its Insert
// has its own message); the expected output is .NET 8's.
using System;
using System.Collections;
using System.Linq;

class ByLengthThenText : IComparer
{
    public int Compare(object x, object y)
    {
        string a = (string)x, b = (string)y;
        return a.Length != b.Length ? a.Length - b.Length : string.CompareOrdinal(a, b);
    }
}

class Program
{
    static void Show(string what, ArrayList list)
    {
        Console.Write(what + " [" + list.Count + "/" + list.Capacity + "]:");
        foreach (object o in list)
            Console.Write(" " + (o ?? "null"));
        Console.WriteLine();
    }

    static void Try(string what, Action a)
    {
        try { a(); Console.WriteLine(what + ": ok"); }
        catch (Exception e) { Console.WriteLine(what + ": " + e.GetType().Name + ": " + e.Message); }
    }

    static void Main()
    {
        var list = new ArrayList();
        Show("empty", list);
        Console.WriteLine(list.Add(10) + " " + list.Add("ten") + " " + list.Add(null) + " " + list.Add(10.5));
        list.Add('c');
        Show("five", list);
        list.AddRange(new int[] { 1, 2 });
        list.InsertRange(1, new ArrayList { "a", "b" });
        list.Insert(0, 0);
        Show("ranges", list);
        Console.WriteLine(list.IndexOf(null) + " " + list.IndexOf(10) + " " + list.IndexOf(10L) + " " + list.IndexOf(2, 5) + " " + list.LastIndexOf(10));
        Console.WriteLine(list.Contains("ten") + " " + list.Contains(null) + " " + list.Contains('d'));
        list.Remove("ten"); list.Remove("absent"); list.RemoveAt(0); list.RemoveRange(0, 3);
        Show("removed", list);
        list.AddRange(list);
        Show("doubled", list);

        var words = new ArrayList(new string[] { "pear", "fig", "apple", "kiwi", "date" });
        words.Sort();
        Show("sorted", words);
        Console.WriteLine(words.BinarySearch("fig") + " " + words.BinarySearch("banana"));
        words.Sort(new ByLengthThenText());
        Show("by length", words);
        words.Reverse(1, 3);
        Show("reversed 1..3", words);
        var copy = (ArrayList)words.Clone();
        copy[0] = "plum";
        Console.WriteLine(words[0] + " " + copy[0] + " " + string.Join(",", copy.ToArray()));

        var numbers = new ArrayList { 5, 3, 9, 1 };
        numbers.Sort();
        Console.WriteLine(numbers.Cast<int>().Sum() + " " + numbers.OfType<int>().Max() + " " + numbers.BinarySearch(9));
        numbers.Clear();
        numbers.TrimToSize();
        Show("trimmed empty", numbers);
        numbers.Add(1);
        numbers.TrimToSize();
        Show("trimmed one", numbers);
        ICollection asCollection = new char[] { 'x', 'y' };
        Console.WriteLine(asCollection.Count + " " + new ArrayList(asCollection)[1]);

        Try("get [9]", () => Console.WriteLine(numbers[9]));
        Try("Insert(3)", () => numbers.Insert(3, 0));
        Try("InsertRange(-1)", () => numbers.InsertRange(-1, new int[0]));
        Try("AddRange(null)", () => numbers.AddRange(null));
        Try("Capacity = 0", () => numbers.Capacity = 0);
        Try("new ArrayList(-2)", () => new ArrayList(-2));
        Try("IndexOf(x, 5)", () => numbers.IndexOf(1, 5));
        Try("IndexOf(x, 0, 4)", () => numbers.IndexOf(1, 0, 4));
        Try("RemoveRange(0, 3)", () => numbers.RemoveRange(0, 3));
        Try("add while enumerating", () => { foreach (object o in words) words.Add(o); });
        Try("mixed sort", () => new ArrayList { "one", 1 }.Sort());
        Console.WriteLine(new ArrayList());
    }
}
