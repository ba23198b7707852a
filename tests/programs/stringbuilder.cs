// System.Text.StringBuilder: every Append overload Kiln's types allow,
// AppendLine, Insert, Remove, Replace (chars and strings, whole and in a
// range), Clear, Length get/set (truncating and padding with '\0'),
// ToString() and ToString(start, length), growth over many appends, and
// the argument exceptions.
using System;

class Item
{
    public override string ToString() { return "item"; }
}

class StringBuilderTest
{
    static void Main()
    {
        System.Text.StringBuilder sb = new System.Text.StringBuilder();
        sb.Append("str").Append('c').Append(true).Append(false).Append(42).Append(-7L).Append(3000000000u)
          .Append(18446744073709551615UL).Append(2.5).Append((byte)200).Append(new Item()).Append((object)null)
          .Append((string)null).Append('x', 3).Append(new char[] { 'a', 'b', 'c' }).Append(new char[] { 'p', 'q', 'r', 's' }, 1, 2)
          .Append("hello world", 6, 5);
        Console.WriteLine(sb.ToString());
        Console.WriteLine(sb.Length);
        sb.AppendLine().AppendLine("line");
        Console.Write(sb.ToString());
        System.Text.StringBuilder other = new System.Text.StringBuilder("seed");
        other.Append(new System.Text.StringBuilder("+more"));
        Console.WriteLine(other.ToString() + " " + other.Length);
        other.Insert(0, "<").Insert(other.Length, '>').Insert(2, 99).Insert(1, 1.5).Insert(0, false).Insert(3, (object)"obj");
        Console.WriteLine(other.ToString());
        other.Remove(0, 5);
        Console.WriteLine(other.ToString());
        other.Remove(3, 0).Remove(other.Length - 1, 1);
        Console.WriteLine(other.ToString());
        Console.WriteLine(other.ToString(2, 4) + "|" + other.ToString(0, 0) + "|");
        System.Text.StringBuilder r = new System.Text.StringBuilder("the cat sat on the mat");
        r.Replace("at", "og");
        Console.WriteLine(r.ToString());
        r.Replace("og", "", 0, 10);
        Console.WriteLine(r.ToString());
        r.Replace('o', '0').Replace('t', 'T', 0, 5).Replace("the", null);
        Console.WriteLine(r.ToString());
        r.Replace("zzz", "never");
        Console.WriteLine(r.ToString());
        r.Length = 5;
        Console.WriteLine("[" + r.ToString() + "] " + r.Length);
        r.Length = 7;
        string s = r.ToString();
        Console.WriteLine(s.Length + " " + (s[6] == '\0') + " " + (s[5] == '\0'));
        r.Clear();
        Console.WriteLine("[" + r.ToString() + "] " + r.Length);
        System.Text.StringBuilder big = new System.Text.StringBuilder(4);
        for (int i = 0; i < 10000; i++)
            big.Append(i % 10);
        Console.WriteLine(big.Length + " " + big.ToString(9990, 10) + " " + (big.Capacity >= 10000));
        System.Text.StringBuilder ins = new System.Text.StringBuilder("ac");
        ins.Insert(1, "b", 3).Insert(0, new char[] { 'x', 'y' }).Insert(ins.Length, 7L).Insert(0, 8u).Insert(0, 9UL).Insert(0, (byte)1);
        Console.WriteLine(ins.ToString());
        System.Text.StringBuilder e1 = new System.Text.StringBuilder("abc");
        System.Text.StringBuilder e2 = new System.Text.StringBuilder("ab");
        Console.WriteLine(e1.Equals(e2) + " " + e1.Equals(e2.Append('c')) + " " + e1.Equals((System.Text.StringBuilder)null));
        Fails(0);
        Fails(1);
        Fails(2);
        Fails(3);
        Fails(4);
        Fails(5);
        Fails(6);
        Fails(7);
    }

    static void Fails(int which)
    {
        System.Text.StringBuilder sb = new System.Text.StringBuilder("abcdef");
        try
        {
            if (which == 0)
                sb.Remove(4, 5);
            else if (which == 1)
                sb.Remove(-1, 1);
            else if (which == 2)
                sb.Insert(7, "x");
            else if (which == 3)
                sb.ToString(3, 4);
            else if (which == 4)
                sb.Length = -1;
            else if (which == 5)
                sb.Replace("", "x");
            else if (which == 6)
                sb.Replace(null, "x");
            else
                sb.Append('x', -1);
            Console.WriteLine("no exception");
        }
        catch (ArgumentOutOfRangeException)
        {
            Console.WriteLine("ArgumentOutOfRangeException");
        }
        catch (ArgumentNullException)
        {
            Console.WriteLine("ArgumentNullException");
        }
        catch (ArgumentException)
        {
            Console.WriteLine("ArgumentException");
        }
    }
}
