// Single-dimensional arrays of every element type: creation, default values,
// initializers (`new T[] {}`, `new[] {}`, `T[] a = {}`), Length, compound
// assignment and ++ on elements.
using System;

class Node { public int id; public Node(int i) { id = i; } }

class Arrays
{
    static int Sum(int[] xs) { int s = 0; for (int i = 0; i < xs.Length; i++) s += xs[i]; return s; }

    static void Main()
    {
        int[] a = new int[5];
        Console.WriteLine(a.Length + " " + a[0]);
        for (int i = 0; i < a.Length; i++) a[i] = i * i;
        Console.WriteLine(Sum(a));
        a[2] += 10;
        a[3]++;
        ++a[4];
        Console.WriteLine(a[2] + " " + a[3] + " " + a[4]);
        int[] b = new int[] { 3, 1, 4, 1, 5 };
        Console.WriteLine(Sum(b));
        var c = new[] { 2.5, 0.5 };
        Console.WriteLine(c[0] + c[1]);
        string[] s = { "x", "y", null };
        Console.WriteLine(s.Length + s[0] + s[1] + (s[2] == null));
        bool[] flags = new bool[2];
        Console.WriteLine(flags[1]);
        char[] cs = { 'h', 'i' };
        Console.WriteLine(cs[0] + "" + cs[1]);
        byte[] bytes = new byte[3];
        bytes[0] = 255;
        bytes[0]++;
        Console.WriteLine(bytes[0]);
        long[] ls = { long.MaxValue, 1 };
        Console.WriteLine(ls[0] + ls[1]);
        uint[] us = { 1u, uint.MaxValue };
        Console.WriteLine(us[1]);
        ulong[] uls = new ulong[1];
        uls[0]--;
        Console.WriteLine(uls[0]);
        double[] ds = new double[2];
        Console.WriteLine(ds[1]);
        object[] os = { new Node(7), "str", null };
        Console.WriteLine(((Node)os[0]).id + " " + os[1]);
        Node[] nodes = new Node[3];
        for (int i = 0; i < nodes.Length; i++) nodes[i] = new Node(i + 10);
        Console.WriteLine(nodes[2].id);
        int[] empty = new int[0];
        Console.WriteLine(empty.Length);
        int[] same = a;
        same[0] = 77;
        Console.WriteLine(a[0]);
        int n = 4;
        string[] dyn = new string[n * 2];
        Console.WriteLine(dyn.Length);
    }
}
