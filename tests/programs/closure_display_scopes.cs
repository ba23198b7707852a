// Captured variables of one scope share one display object (one per scope
// instance): a for variable is one for the loop, a foreach variable and a
// loop body's locals are fresh per iteration, a variable modified after
// capture is seen changed, nested scopes' variables are captured together,
// and break/continue, switch sections, using and try blocks keep C#'s
// semantics.
using System;
using System.Collections.Generic;

class Res : IDisposable
{
    public string Name;
    public Res(string n) { Name = n; }
    public void Dispose() { Console.WriteLine("dispose " + Name); }
}

class Counter
{
    int total = 100;

    public Func<int, int> Adder(int step)
    {
        int calls = 0;
        return x => { calls++; total += step; return x + total + calls; };
    }
}

class Program
{
    static void Show(string what, List<Func<int>> fs)
    {
        var parts = new List<string>();
        foreach (var f in fs)
            parts.Add(f().ToString());
        Console.WriteLine(what + ": " + string.Join(" ", parts));
    }

    static Func<int> Three(int p)
    {
        int a = p + 1, b = a * 2;
        var c = b - p;
        return () => a + b + c + p;
    }

    static void ForShared()
    {
        var fs = new List<Func<int>>();
        for (int i = 0; i < 4; i++)
            fs.Add(() => i);
        Show("for shared", fs);
        fs.Clear();
        for (int i = 0, j = 10; i < 3; i++, j--) {
            int k = i * j;
            fs.Add(() => i * 100 + j * 10 + k);
        }
        Show("for body fresh", fs);
    }

    static void ForeachFresh()
    {
        var fs = new List<Func<int>>();
        foreach (var x in new[] { 3, 5, 7 })
            fs.Add(() => x);
        foreach (int x in new List<int> { 1, 2 }) {
            int sq = x * x;
            fs.Add(() => x + sq);
        }
        foreach (char ch in "ab")
            fs.Add(() => ch);
        Show("foreach fresh", fs);
    }

    static void ModifiedAfter()
    {
        int n = 1;
        string s = "a";
        Func<string> f = () => s + n;
        n = 2;
        s = "b";
        Console.WriteLine("modified after: " + f());
        Action bump = () => { n += 10; s += "!"; };
        bump();
        bump();
        Console.WriteLine("modified inside: " + n + " " + s + " " + f());
    }

    static void Nested()
    {
        int outer = 1;
        var fs = new List<Func<int>>();
        for (int i = 0; i < 3; i++) {
            int mid = i * 10;
            {
                int inner = i * 100;
                fs.Add(() => outer + mid + inner);
                Func<Func<int>> mk = () => { int deep = inner + 1000; return () => deep + mid + outer++; };
                fs.Add(mk());
            }
        }
        Show("nested", fs);
        Console.WriteLine("outer " + outer);
    }

    static void BreakContinue()
    {
        var fs = new List<Func<int>>();
        int w = 0;
        while (true) {
            int v = w * 2;
            w++;
            if (w % 2 == 0) {
                fs.Add(() => -v);
                continue;
            }
            fs.Add(() => v);
            if (w > 6)
                break;
        }
        int d = 0;
        do {
            int e = d;
            fs.Add(() => e + 50);
            d++;
        } while (d < 2);
        Show("break/continue", fs);
    }

    static void Switches(int sel)
    {
        var fs = new List<Func<int>>();
        switch (sel) {
        case 1:
            int a = 10;
            fs.Add(() => a + sel);
            a = 11;
            goto case 2;
        case 2:
            int b = 20;
            fs.Add(() => b + sel);
            break;
        default:
            int c = 30;
            fs.Add(() => c);
            break;
        }
        Show("switch " + sel, fs);
    }

    static void UsingTry()
    {
        var fs = new List<Func<string>>();
        using (var r = new Res("r1")) {
            string tag = "in using " + r.Name;
            fs.Add(() => tag);
        }
        try {
            int t = 5;
            fs.Add(() => "try " + t);
            throw new InvalidOperationException("boom");
        } catch (InvalidOperationException ex) {
            string m = ex.Message;
            fs.Add(() => "catch " + m + " " + ex.GetType().Name);
        } finally {
            int fin = 9;
            fs.Add(() => "finally " + fin);
        }
        foreach (var f in fs)
            Console.WriteLine(f());
    }

    static void OutRef()
    {
        int x = 0;
        int y = 1;
        Func<int> f = () => x * 10 + y;
        Set(out y, 4);
        Inc(ref x);
        Inc(ref x);
        Console.WriteLine("out/ref: " + f() + " " + int.TryParse("42", out x) + " " + f());
    }

    static void Set(out int v, int to) { v = to; }
    static void Inc(ref int v) { v++; }

    static void Params(int p, string q)
    {
        Action a = () => { p++; q += p; };
        a();
        a();
        Console.WriteLine("params: " + p + " " + q);
    }

    static void Main()
    {
        Console.WriteLine("three: " + Three(4)());
        ForShared();
        ForeachFresh();
        ModifiedAfter();
        Nested();
        BreakContinue();
        Switches(1);
        Switches(2);
        Switches(3);
        UsingTry();
        OutRef();
        Params(1, "q");
        var c = new Counter();
        var add = c.Adder(5);
        Console.WriteLine("this: " + add(1) + " " + add(1));
    }
}
