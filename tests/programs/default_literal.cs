// The target-typed default literal: typed declarations (locals, fields, a
// struct, a nullable, a decimal, a delegate, an array, a tuple), assignments
// and returns, in generic code (T's default per instance) and not.
// Mono 6.8's mcs needs -langversion:7.2 for the literal; with it Mono prints
// the expected output (checked by hand), so the Mono tests skip it.
// mono: skip
using System;
using System.Collections.Generic;



class P {
    static T Get<T>(bool b, T v) { if (b) return v; return default; }
    static int Add(int a, int b = 0) { return a + b; }
    static void Main() {
        int x = default;
        string s = default;
        Console.WriteLine(x + " " + (s == null));
        Console.WriteLine(Get(false, 5) + " " + (Get<string>(false, "a") == null));
        Console.WriteLine(Add(default(int), 3));
        int? n = default;
        Console.WriteLine(n.HasValue);
        var l = new List<int> { 1, 2 };
        Console.WriteLine(l.Count);
        var p = new KeyValuePair<string,int>("a", 1);
        Console.WriteLine(p.Key + p.Value);
        Console.WriteLine(Opt<string>() == null); R.M();
    }
    static T Opt<T>() where T : class { T f = default; return f; }
}
struct Pt { public int X, Y; public override string ToString() { return X + "," + Y; } }
class Q<T> {
    T last = default;
    public T Last { get { return last; } set { last = value; } }
    public T Reset() { var old = last; last = default; return old; }
    public static Pt Origin() { Pt p = default; p.X = 1; return p; }
    public (int, string) Tup() { return default; }
}
class R {
    static decimal Dm() { return default; }
    static int? Ni() { return default; }
    static Pt pt = default;
    static string Run() {
        var q = new Q<string>();
        q.Last = "x";
        Func<int, int> f = default;
        double d = default;
        char ch = default;
        Pt[] arr = default;
        return q.Reset() + (q.Last == null) + Q<int>.Origin() + (f == null) + d + (int)ch + (arr == null) + Dm() + Ni().HasValue + pt + new Q<long>().Tup().Item1;
    }
    public static void M() { Console.WriteLine(Run()); }
}
