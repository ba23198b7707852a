// ReadOnlyCollection<T> (List.AsReadOnly, Array.AsReadOnly): a live view,
// .NET's NotSupportedException through IList<T>; and an explicit interface
// indexer (T IList<T>.this[int]) beside a public one.
using System;
using System.Collections;
using System.Collections.Generic;
using System.Collections.ObjectModel;
class Grid : IList<int>
{
    readonly List<int> cells = new List<int> { 10, 20, 30 };
    int IList<int>.this[int i] { get { return cells[i] * 2; } set { cells[i] = value; } }
    public int this[int i] => cells[i];
    public int Count => cells.Count;
    bool ICollection<int>.IsReadOnly => false;
    public void Add(int x) => cells.Add(x);
    public void Clear() => cells.Clear();
    public bool Contains(int x) => cells.Contains(x);
    public void CopyTo(int[] a, int i) => cells.CopyTo(a, i);
    public bool Remove(int x) => cells.Remove(x);
    public int IndexOf(int x) => cells.IndexOf(x);
    public void Insert(int i, int x) => cells.Insert(i, x);
    public void RemoveAt(int i) => cells.RemoveAt(i);
    public IEnumerator<int> GetEnumerator() => cells.GetEnumerator();
    IEnumerator IEnumerable.GetEnumerator() => GetEnumerator();
}
class P { static void Main() {
    var list = new List<string> { "a", "b" };
    ReadOnlyCollection<string> ro = list.AsReadOnly();
    list.Add("c");
    Console.WriteLine(ro.Count + " " + ro[2] + " " + ro.Contains("b") + " " + ro.IndexOf("c") + " " + string.Join("", ro));
    IList<string> il = ro;
    Console.WriteLine(il.IsReadOnly + " " + il[0]);
    try { il.Add("d"); } catch (NotSupportedException e) { Console.WriteLine(e.Message); }
    try { il[0] = "z"; } catch (NotSupportedException e) { Console.WriteLine(e.Message); }
    try { il.RemoveAt(0); } catch (NotSupportedException e) { Console.WriteLine(e.Message); }
    try { ro.GetType(); new ReadOnlyCollection<int>(null); } catch (ArgumentNullException e) { Console.WriteLine(e.ParamName); }
    var ar = Array.AsReadOnly(new[] { 3, 1, 2 });
    IReadOnlyList<int> irl = ar;
    Console.WriteLine(irl.Count + " " + irl[1]);
    var g = new Grid();
    IList<int> gi = g;
    gi[1] = 7;
    Console.WriteLine(g[1] + " " + gi[1] + " " + gi[0]);
}}
