// SortedSet<T>.GetViewBetween: a live view of the elements in [lower, upper]:
// Count, Min, Max, Contains, enumeration (both ways), Add within the bounds
// (an element outside them is ArgumentOutOfRangeException), Remove, Clear
// and the set operations through the view, changes of the set seen by the
// view, nested views, and .NET's exceptions.
using System;
using System.Collections.Generic;
using System.Linq;

static class Program
{
    static string Show(IEnumerable<int> xs) => "[" + string.Join(",", xs) + "]";

    static void Try(string what, Action a)
    {
        try {
            a();
            Console.WriteLine(what + ": ok");
        } catch (ArgumentOutOfRangeException e) {
            Console.WriteLine(what + ": ArgumentOutOfRangeException " + e.ParamName);
        } catch (ArgumentException e) {
            Console.WriteLine(what + ": ArgumentException " + e.ParamName);
        } catch (InvalidOperationException) {
            Console.WriteLine(what + ": InvalidOperationException");
        }
    }

    static void Main()
    {
        var set = new SortedSet<int>();
        for (int i = 1; i <= 20; i++)
            set.Add(i * 5);
        var view = set.GetViewBetween(22, 61);
        Console.WriteLine(Show(view) + " " + view.Count + " " + view.Min + " " + view.Max);
        Console.WriteLine(Show(view.Reverse()));
        Console.WriteLine(view.Contains(25) + " " + view.Contains(65) + " " + view.Contains(23));
        Console.WriteLine(view.Add(33) + " " + view.Add(35) + " " + set.Contains(33) + " " + set.Count);
        set.Add(24);
        set.Add(62);
        set.Remove(40);
        Console.WriteLine(Show(view) + " " + view.Count);
        Console.WriteLine(view.Remove(45) + " " + view.Remove(70) + " " + set.Contains(70) + " " + set.Count);
        var inner = view.GetViewBetween(30, 50);
        Console.WriteLine(Show(inner) + " " + inner.Count + " " + inner.Min + " " + inner.Max);
        inner.Clear();
        Console.WriteLine(Show(view) + " " + Show(set.Take(8)) + " " + set.Count);
        var empty = set.GetViewBetween(1000, 2000);
        Console.WriteLine(empty.Count + " " + empty.Min + " " + empty.Max + " " + Show(empty));
        var copy = new int[view.Count];
        view.CopyTo(copy);
        Console.WriteLine(Show(copy));
        var evens = set.GetViewBetween(0, 100);
        evens.RemoveWhere(x => x % 10 != 0);
        Console.WriteLine(Show(set));
        var mid = set.GetViewBetween(20, 60);
        mid.IntersectWith(new[] { 10, 20, 30, 60, 90 });
        Console.WriteLine(Show(set) + " " + Show(mid));
        mid.UnionWith(new[] { 25, 55 });
        Console.WriteLine(Show(mid) + " " + mid.IsSubsetOf(set) + " " + mid.SetEquals(new[] { 20, 25, 30, 55, 60 }) + " " +
                          mid.Overlaps(new[] { 1, 2, 25 }));
        mid.ExceptWith(new[] { 25, 90 });
        Console.WriteLine(Show(set));
        var words = new SortedSet<string> { "apple", "banana", "cherry", "date", "fig" };
        Console.WriteLine(string.Join(" ", words.GetViewBetween("b", "d")));
        Try("lower above upper", () => set.GetViewBetween(50, 40));
        Try("add below", () => mid.Add(5));
        Try("add above", () => mid.Add(61));
        Try("nested lower outside", () => mid.GetViewBetween(10, 30));
        Try("nested upper outside", () => mid.GetViewBetween(30, 70));
        Try("nested equal bounds", () => mid.GetViewBetween(20, 60));
        Try("changed while enumerating", () => {
            foreach (int x in mid)
                set.Add(x + 1);
        });
    }
}
