// Delegates: user-declared delegate types, method-group conversion (static,
// instance, virtual: the override runs), new D(M), Invoke and call syntax,
// ref/out parameters, return-type covariance and parameter contravariance,
// null invocation (NullReferenceException), Target, ToString (the type's
// name), and the library's Action, EventHandler and thread delegates
// (ThreadStart and ParameterizedThreadStart from method groups, static and
// instance, and written with new).
using System;
using System.Threading;

namespace Shapes
{
    public delegate double Measure(Shape s);

    public class Shape
    {
        public virtual double Area() { return 0; }
        public virtual string Name() { return "shape"; }
    }

    public class Square : Shape
    {
        double side;
        public Square(double s) { side = s; }
        public override double Area() { return side * side; }
        public override string Name() { return "square"; }
    }
}

delegate int BinOp(int a, int b);
delegate void Swapper(ref int a, ref int b);
delegate bool TryParse(string s, out int v);
delegate object Maker(string s);
delegate string Namer();

class Counter
{
    int n;
    public int Next(int by, int unused) { n += by; return n; }
}

class Program
{
    static int Add(int a, int b) { return a + b; }
    static int Sub(int a, int b) { return a - b; }
    static void Swap(ref int a, ref int b) { int t = a; a = b; b = t; }
    static bool Parse(string s, out int v) { v = s.Length; return v > 2; }
    static string Upper(object o) { return o.ToString() + "!"; }
    static double Twice(Shapes.Shape s) { return 2 * s.Area(); }
    static int Apply(BinOp op, int a, int b) { return op(a, b); }
    static void Ping() { Console.WriteLine("ping"); }
    static void Handler(object sender, EventArgs e) { Console.WriteLine("handled " + sender + " " + (e == EventArgs.Empty)); }
    static void Work(object o) { Console.WriteLine("thread got " + o); }
    string tag = "inst";
    void InstanceWork() { Console.WriteLine("instance thread " + tag); }

    static void Main()
    {
        BinOp op = Add;
        Console.WriteLine(op(2, 3));
        Console.WriteLine(op.Invoke(7, 5));
        op = new BinOp(Sub);
        Console.WriteLine(Apply(op, 7, 5));
        Console.WriteLine(Apply(Add, 1, 1));
        Console.WriteLine(Apply(new BinOp(op), 10, 4));

        Counter c = new Counter();
        BinOp next = c.Next;
        next(2, 0);
        Console.WriteLine(next(3, 0));
        Console.WriteLine(next.Target == c);
        Console.WriteLine(op.Target == null);

        Shapes.Shape sq = new Shapes.Square(3);
        Namer nm = sq.Name;
        Console.WriteLine(nm());
        Shapes.Measure m = Twice;
        Console.WriteLine(m(sq));

        Swapper sw = Swap;
        int x = 1, y = 2;
        sw(ref x, ref y);
        Console.WriteLine(x + " " + y);
        TryParse tp = Parse;
        int v;
        Console.WriteLine(tp("hello", out v) + " " + v);

        Maker mk = Upper;   // object return from string, string parameter to object
        Console.WriteLine(mk("made"));

        Console.WriteLine(op);
        Console.WriteLine(m.ToString());
        Action a = Ping;
        a();
        Console.WriteLine(a);
        EventHandler h = Handler;
        h("button", EventArgs.Empty);

        BinOp none = null;
        try {
            none(1, 2);
        } catch (NullReferenceException e) {
            Console.WriteLine("null delegate: " + (e.Message.Length > 0));
        }

        Thread t1 = new Thread(Ping);
        t1.Start();
        t1.Join();
        Thread t2 = new Thread(Work);
        t2.Start("forty-two");
        t2.Join();
        Thread t3 = new Thread(new Program().InstanceWork);
        t3.Start();
        t3.Join();
        Thread t5 = new Thread(new ParameterizedThreadStart(Work));
        t5.Start("explicit");
        t5.Join();
        Thread t6 = new Thread(new ThreadStart(new Program().InstanceWork));
        t6.Start();
        t6.Join();
        ThreadStart ts = Ping;
        Thread t4 = new Thread(ts);
        t4.Start();
        t4.Join();
        try {
            new Thread(ts).Start("x");
        } catch (InvalidOperationException e) {
            Console.WriteLine(e.Message);
        }
    }
}
