// Target-typed new (C# 9): new(args) and new() { init } take the type of a
// typed local, field or static field, an assignment or a return; a struct,
// a nullable struct (its underlying type's constructor), a class with
// constructor arguments and an object or collection initializer, a
// dictionary's index initializer, a type parameter with the new()
// constraint, and new int() (0). Mono 6.8's mcs has no target-typed new;
// the expected output follows C#'s rules (checked by hand).
// mono: skip
using System;
using System.Collections.Generic;

struct Point
{
    public int X, Y;
    public Point(int x, int y) { X = x; Y = y; }
    public override string ToString() { return "(" + X + ", " + Y + ")"; }
}

class Node
{
    public string Name = "?";
    public List<Node> Kids = new();
    public Node() { }
    public Node(string name) { Name = name; }
}

class TargetTypedNew
{
    static Dictionary<string, int> counts = new();
    static readonly List<int> seen = new() { 1, 2, 3 };

    static Point Origin() { return new(); }
    static Point Make(int x) => new(x, x * 2);

    static void Main()
    {
        List<string> words = new();
        words.Add("a");
        words.Add("b");
        counts["x"] = 1;
        Node root = new("root") { Name = "top" };
        Node left = new("left");
        root.Kids.Add(left);
        root.Kids.Add(new Node("right"));
        Point p = new(3, 4);
        Point? q = new(5, 6);
        Point? none = null;
        Dictionary<string, List<int>> map = new() { ["k"] = new() { 7, 8 } };
        object[] arr = new object[2];
        string c = null;
        Node n2;
        n2 = new("assigned");
        Console.WriteLine(words.Count + " " + counts["x"] + " " + seen.Count);
        Console.WriteLine(root.Name + " " + root.Kids.Count + " " + root.Kids[0].Name + " " + root.Kids[1].Name);
        Console.WriteLine(p + " " + q + " " + none.HasValue + " " + Origin() + " " + Make(4));
        Console.WriteLine(map["k"][1] + " " + n2.Name + " " + (c == null) + " " + arr.Length);
        Exception e = new("boom");
        int zero = new();
        Console.WriteLine(e.Message + " " + zero + " " + new int() + " " + Make<List<int>>().Count);
    }

    static T Make<T>() where T : new()
    {
        T t = new();
        return t;
    }
}
