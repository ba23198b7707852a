// The null-conditional operator on reference types: a?.member, a?.M(),
// chains (a?.b.c skips the whole rest when a is null), nested ?., ?. with
// ??, as a statement, and ?.Invoke on delegates and events.
using System;
class Node { public string Name; public Node Next; public Node(string n) { Name = n; } public string Hi() { return "hi " + Name; } public void Say() { Console.WriteLine("say " + Name); } }
class Args : EventArgs { public int N; public Args(int n) { N = n; } }
class P {
    static event EventHandler<Args> Ev;
    static void Main() {
        Node a = new Node("a"); a.Next = new Node("b");
        Node z = null;
        Console.WriteLine(a?.Name);
        Console.WriteLine(z?.Name == null);
        Console.WriteLine(a.Next?.Next?.Name ?? "none");
        Console.WriteLine(a?.Next.Hi());
        Console.WriteLine(z?.Next.Hi() ?? "null chain");
        a?.Say();
        z?.Say();
        Action<string> act = null;
        act?.Invoke("nope");
        act += s => Console.WriteLine("got " + s);
        act?.Invoke("yes");
        Func<int, string> f = i => "f" + i;
        Console.WriteLine(f?.Invoke(3));
        Ev?.Invoke(null, new Args(1));
        Ev += (o, e) => Console.WriteLine("ev " + e.N);
        Ev?.Invoke(null, new Args(2));
        string s2 = null;
        Console.WriteLine(s2?.ToUpper() ?? "(null)");
        Console.WriteLine("x"?.ToUpper());
    }
}
