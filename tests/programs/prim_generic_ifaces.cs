// The primitives and string as IComparable<T> and IEquatable<T> at run time,
// as .NET: conversions of a value (a box) to them and back, casts and type
// tests of boxes, nullable values boxed to them, calls through the
// interfaces, arrays and lists of them, Comparer<T>.Default and
// EqualityComparer<T>.Default of the interfaces.
using System;
using System.Collections.Generic;

class Program
{
    static int Cmp<T>(IComparable<T> a, T b) { return a.CompareTo(b); }

    static bool Same<T>(IEquatable<T> a, T b) { return a.Equals(b); }

    static void Main()
    {
        IComparable<int> gi = 5;
        IEquatable<int> ge = 5;
        Console.WriteLine(gi.CompareTo(6) + " " + ge.Equals(5) + " " + ge.Equals(6) + " " + (int)gi + " " + gi);
        IComparable<string> gs = "m";
        IEquatable<string> es = "m";
        Console.WriteLine(gs.CompareTo("a") + " " + es.Equals("m") + " " + ((string)gs).Length + " " + (gs is string));
        IComparable<double> gd = double.NaN;
        Console.WriteLine(gd.CompareTo(0.0) + " " + ((IEquatable<double>)double.NaN).Equals(double.NaN));
        IEquatable<char> gc = 'x';
        Console.WriteLine(gc.Equals('x') + " " + ((IComparable<bool>)true).CompareTo(false) + " " +
                          ((IComparable<float>)1f).CompareTo(2f) + " " + ((IComparable<long>)3L).CompareTo(1L) + " " +
                          ((IComparable<byte>)(byte)3).CompareTo(9) + " " + ((IEquatable<ulong>)7ul).Equals(7ul) + " " +
                          ((IComparable<short>)(short)2).CompareTo(-2) + " " + ((IComparable<uint>)2u).CompareTo(3u));
        Console.WriteLine(Cmp(4, 9) + " " + Cmp("b", "a") + " " + Same(2.5, 2.5) + " " + Same('q', 'r'));

        object ob = 5;
        Console.WriteLine((ob is IComparable<int>) + " " + (ob is IEquatable<int>) + " " + (ob is IComparable<long>) + " " +
                          ((object)"s" is IComparable<string>) + " " + ((object)"s" is IEquatable<string>));
        var back = (IComparable<int>)ob;
        Console.WriteLine(back.CompareTo(4));
        try {
            var bad = (IComparable<long>)ob;
            Console.WriteLine(bad);
        } catch (InvalidCastException) {
            Console.WriteLine("InvalidCastException");
        }
        IComparable<int> none = ob as IComparable<int>;
        IEquatable<double> nothing = ob as IEquatable<double>;
        Console.WriteLine((none != null) + " " + (nothing == null));

        int? n = 5, none2 = null;
        double? q = 2.5;
        IComparable<int> gn = n;
        IEquatable<double> eq = q;
        IComparable cn = n, cz = none2;
        Console.WriteLine(gn.CompareTo(9) + " " + eq.Equals(2.5) + " " + cn.CompareTo(4) + " " + (cz == null));
        var list = new List<IComparable<int>> { 3, 1, 2 };
        int sum = 0;
        foreach (IComparable<int> x in list)
            sum += x.CompareTo(2);
        Console.WriteLine(sum);
        IEquatable<string>[] arr = { "a", "b" };
        Console.WriteLine(arr[1].Equals("b") + " " + Array.IndexOf(new[] { 1, 2, 3 }, 3));
        Console.WriteLine(EqualityComparer<IEquatable<int>>.Default.Equals(ge, 5) + " " +
                          Comparer<IComparable<int>>.Default.Compare(gi, 1));
    }
}
