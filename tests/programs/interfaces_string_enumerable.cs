// string as an IEnumerable and IComparable: is tests on a boxed string, foreach
// through IEnumerable (boxed chars), string.GetEnumerator() and CharEnumerator's
// InvalidOperationException before MoveNext and after the end, Reset.
using System;
using System.Collections;
class P {
    static void Main() {
        object o = "héllo";
        Console.WriteLine((o is IEnumerable) + " " + (o is IComparable));
        IEnumerable e = "abc";
        foreach (object c in e) Console.Write(c + ".");
        Console.WriteLine();
        foreach (char c in (IEnumerable)o) Console.Write(c);
        Console.WriteLine();
        CharEnumerator ce = "xy".GetEnumerator();
        try { Console.WriteLine(ce.Current); } catch (InvalidOperationException ex) { Console.WriteLine(ex.Message); }
        while (ce.MoveNext()) Console.Write(ce.Current);
        Console.WriteLine(ce.MoveNext());
        try { Console.WriteLine(ce.Current); } catch (InvalidOperationException ex) { Console.WriteLine(ex.Message); }
        ce.Reset();
        ce.MoveNext();
        Console.WriteLine(ce.Current);
        IEnumerator it = ((IEnumerable)"q").GetEnumerator();
        Console.WriteLine(it.MoveNext() + " " + it.Current + " " + it.MoveNext());
    }
}
