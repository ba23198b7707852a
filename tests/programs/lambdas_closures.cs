// Lambdas and anonymous methods with closures: expression and statement
// bodies, implicitly and explicitly typed parameters, capture of locals,
// parameters and this (fields read and written through the closure), a
// variable modified after capture, C#'s capture rules (one `for` variable
// shared by every iteration, a loop body's local and a foreach variable
// fresh per iteration), nested closures, recursion through a captured
// delegate, anonymous methods with and without a parameter list, a lambda
// capturing nothing made once, lambdas as arguments, in multicast
// delegates and as thread entries.
using System;
using System.Threading;

delegate int IntOp(int x);
delegate int BinOp(int a, int b);
delegate void Act();
delegate string Show(string s);

class Counter
{
    int count = 10;
    string name;
    public Counter(string n) { name = n; }
    public Act Incrementer() { return () => { count++; Console.WriteLine(name + " count " + count); }; }
    public IntOp Adder() { return x => x + count; }
    public Act Reset(int to) { return delegate { count = to; Console.WriteLine(name + " reset to " + to); }; }
}

class Program
{
    static int Apply(IntOp f, int v) { return f(v); }
    static IntOp Multiplier(int n) { return x => x * n; }
    static Act MakeNothing() { return () => Console.WriteLine("captures nothing"); }

    static IntOp MakeAccumulator()
    {
        int total = 0;
        return x => total += x;
    }

    static void Main()
    {
        IntOp sq = x => x * x;
        Console.WriteLine(sq(7));
        BinOp add = (a, b) => a + b;
        Console.WriteLine(add(2, 3));
        BinOp mul = (int a, int b) => { int r = a * b; return r; };
        Console.WriteLine(mul(4, 5));
        Show shout = s => s.ToUpper() + "!";
        Console.WriteLine(shout("hey"));

        int k = 3;
        IntOp addk = x => x + k;
        Console.WriteLine(addk(1));
        k = 10;   // modified after capture: the lambda sees it
        Console.WriteLine(addk(1));
        Act inc = () => k++;
        inc();
        inc();
        Console.WriteLine(k);

        Act[] acts = new Act[3];
        for (int i = 0; i < 3; i++)
            acts[i] = () => Console.WriteLine("for variable " + i);
        foreach (Act a in acts)
            a();
        for (int i = 0; i < 3; i++) {
            int j = i * 100;
            acts[i] = () => Console.WriteLine("body local " + j);
        }
        foreach (Act a in acts)
            a();
        int[] xs = { 7, 8, 9 };
        int n = 0;
        foreach (int x in xs)
            acts[n++] = () => Console.WriteLine("foreach variable " + x);
        foreach (Act a in acts)
            a();

        Counter c = new Counter("c");
        Act ci = c.Incrementer();
        ci();
        ci();
        Console.WriteLine(c.Adder()(5));
        c.Reset(100)();
        Console.WriteLine(c.Adder()(5));

        IntOp triple = Multiplier(3), quad = Multiplier(4);
        Console.WriteLine(triple(5) + " " + quad(5));
        IntOp acc1 = MakeAccumulator(), acc2 = MakeAccumulator();
        acc1(5);
        acc1(6);
        acc2(100);
        Console.WriteLine(acc1(0) + " " + acc2(0));

        Console.WriteLine(Apply(x => x - 1, 100));
        Console.WriteLine(Apply(delegate (int v) { return v * 2; }, 21));

        IntOp outer = x => {
            int local = x * 10;
            IntOp inner = y => local + y + k;
            local++;
            return inner(1);
        };
        Console.WriteLine(outer(4));

        IntOp fib = null;
        fib = m => m < 2 ? m : fib(m - 1) + fib(m - 2);
        Console.WriteLine(fib(15));

        Act anon = delegate { Console.WriteLine("anonymous method, k = " + k); };
        anon();

        Act multi = () => Console.Write("one ");
        multi += () => Console.Write("two ");
        multi += delegate { Console.WriteLine("three"); };
        multi();

        Act n1 = MakeNothing(), n2 = MakeNothing();
        n1();
        Console.WriteLine(n1 == n2);

        string message = "from a lambda";
        Thread t = new Thread(() => Console.WriteLine("thread: " + message));
        t.Start();
        t.Join();
        Thread t2 = new Thread(o => Console.WriteLine("thread got " + o + " and " + k));
        t2.Start("an argument");
        t2.Join();
    }
}
