// foreach over enumerables: IEnumerable/IEnumerator classes, the pattern
// (a public GetEnumerator() whose type has MoveNext and Current) before the
// interface, element conversions (unboxing, casts, InvalidCastException),
// break/continue, exceptions, nesting, and disposal of the enumerator when
// it implements IDisposable (run-time check for a non-sealed class).
using System;
using System.Collections;
class Range : IEnumerable {
    int n;
    public Range(int n) { this.n = n; }
    public IEnumerator GetEnumerator() { return new RangeEnum(n); }
}
class RangeEnum : IEnumerator, IDisposable {
    int i = -1, n;
    public RangeEnum(int n) { this.n = n; }
    public bool MoveNext() { i++; return i < n; }
    public object Current { get { return i; } }
    public void Reset() { i = -1; }
    public void Dispose() { Console.WriteLine("RangeEnum disposed"); }
}
class Words {
    string[] w;
    public Words(params string[] w) { this.w = w; }
    public WordEnum GetEnumerator() { return new WordEnum(w); }
}
sealed class WordEnum {
    string[] w; int i = -1;
    public WordEnum(string[] w) { this.w = w; }
    public bool MoveNext() { return ++i < w.Length; }
    public string Current { get { return w[i]; } }
}
class Both : IEnumerable {
    public IEnumerator GetEnumerator() { return new PlainEnum(); }
}
class PlainEnum : IEnumerator {
    int i;
    public bool MoveNext() { return i++ < 2; }
    public object Current { get { return "plain" + i; } }
    public void Reset() { }
}
class P {
    static void Main() {
        foreach (int x in new Range(3)) Console.Write(x + " ");
        Console.WriteLine();
        foreach (object o in new Range(2)) Console.Write(o + ";");
        Console.WriteLine();
        foreach (var s in new Words("a", "b", "c")) Console.Write(s.ToUpper());
        Console.WriteLine();
        IEnumerable e = new Range(4);
        foreach (int x in e) { if (x == 1) continue; if (x == 3) break; Console.WriteLine("x=" + x); }
        foreach (string s in new Both()) Console.WriteLine(s);
        try { foreach (int x in new Range(5)) { if (x == 2) throw new Exception("stop at 2"); } }
        catch (Exception ex) { Console.WriteLine(ex.Message); }
        int total = 0;
        foreach (int x in new Range(5)) foreach (int y in new Range(x)) total += y;
        Console.WriteLine(total);
        try { foreach (string s in new Range(1)) Console.WriteLine(s); }
        catch (InvalidCastException) { Console.WriteLine("bad cast"); }
    }
}
