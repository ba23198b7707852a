// Indices from the end and ranges (C# 8): ^i and a..b inside [] on arrays,
// strings and List<T> (reads, writes, compound assignment, the receiver
// evaluated once), System.Index and System.Range as values, and .NET's
// exceptions for indices and ranges out of bounds.
// Mono's mcs 6.8 cannot parse ^ and ..; the expected output is .NET 8's:
// mono: skip
using System;
using System.Collections.Generic;

class Ranges
{
    static int calls;

    static int[] Fresh()
    {
        calls++;
        return new[] { 10, 20, 30, 40, 50 };
    }

    static string Show(int[] a) { return "[" + string.Join(",", a) + "]"; }

    static int Last(Index i, params int[] xs) { return xs[i]; }

    static string Cut(string s, Range r) { return s[r]; }

    static void Main()
    {
        int[] a = { 1, 2, 3, 4, 5 };
        Console.WriteLine(a[^1] + " " + a[^5] + " " + a[^a.Length]);
        a[^2] = 40;
        a[^1] += 100;
        a[^3]++;
        Console.WriteLine(Show(a));
        Console.WriteLine(Fresh()[^2] + " " + Show(Fresh()[1..^1]) + " calls=" + calls);

        string s = "hello world";
        Console.WriteLine(s[^1] + "|" + s[..5] + "|" + s[6..] + "|" + s[^5..^1] + "|" + s[..] + "|" + s[3..3] + "|");
        Console.WriteLine(Show(a[1..3]) + Show(a[^2..]) + Show(a[..0]) + Show(a[..]));

        var list = new List<string> { "x", "y", "z" };
        list[^1] = list[^1] + "!";
        list[^3] += "?";
        Console.WriteLine(list[^1] + " " + string.Join(",", list[1..]) + " " + list[..2].Count);

        Index i = ^2, j = 1;
        Range r = 1..^1, all = .., head = ..2, tail = 3..;
        Console.WriteLine(i + " " + j + " " + r + " " + all + " " + head + " " + tail);
        Console.WriteLine(a[i] + " " + a[j] + " " + Show(a[r]) + " " + Show(a[tail]));
        Console.WriteLine(i.Value + " " + i.IsFromEnd + " " + j.IsFromEnd + " " + r.Start + " " + r.End);
        Console.WriteLine(Index.Start + " " + Index.End + " " + Index.FromStart(3) + " " + Index.FromEnd(4) + " " + Range.All);
        Console.WriteLine(Range.StartAt(^3) + " " + Range.EndAt(^1) + " " + i.GetOffset(10) + " " + j.GetOffset(10));
        var (off, len) = r.GetOffsetAndLength(10);
        Console.WriteLine(off + " " + len);
        Console.WriteLine(i.Equals(^2) + " " + i.Equals(Index.FromStart(2)) + " " + r.Equals(1..^1) + " " + r.Equals(all) + " " + i.Equals((object)r));

        int n = 2;
        Console.WriteLine(a[^n] + " " + Show(a[n..^n]) + " " + Last(^1, 7, 8, 9) + " " + Cut("abcdef", 1..^2));

        try { Console.WriteLine(a[^0]); } catch (IndexOutOfRangeException e) { Console.WriteLine(e.Message); }
        try { Console.WriteLine(a[^6]); } catch (IndexOutOfRangeException e) { Console.WriteLine(e.Message); }
        try { Console.WriteLine(a[3..1].Length); } catch (ArgumentOutOfRangeException e) { Console.WriteLine(e.Message); }
        try { Console.WriteLine(a[..9].Length); } catch (ArgumentOutOfRangeException e) { Console.WriteLine(e.Message); }
        try { Console.WriteLine(s[3..1]); } catch (ArgumentOutOfRangeException e) { Console.WriteLine(e.Message); }
        try { Console.WriteLine(s[5..20]); } catch (ArgumentOutOfRangeException e) { Console.WriteLine(e.Message); }
        try { Console.WriteLine(list[^4]); } catch (ArgumentOutOfRangeException e) { Console.WriteLine(e.Message); }
        try { Index bad = ^-1; Console.WriteLine(bad); } catch (ArgumentOutOfRangeException e) { Console.WriteLine(e.Message); }
        try { int[] none = null; Console.WriteLine(none[1..].Length); } catch (ArgumentNullException e) { Console.WriteLine(e.Message); }
    }
}
