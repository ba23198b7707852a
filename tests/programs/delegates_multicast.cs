// Multicast delegates: + - += -= and Delegate.Combine/Remove, the order of
// the invocation list, the last one's return value, an exception stopping
// the rest, GetInvocationList (a fresh array), removal of the last
// occurrence of a sublist, removal to null, equality (same method and
// target; lists element by element), == and != against null, and
// ArgumentException for two delegate types.
using System;

delegate int Step(int x);
delegate void Note(string s);
delegate void Other(string s);

class Acc
{
    public int Total;
    public string Name;
    public Acc(string n) { Name = n; }
    public int Add(int x) { Total += x; Console.WriteLine(Name + " add " + x); return Total; }
}

class Program
{
    static int Double(int x) { Console.WriteLine("double " + x); return 2 * x; }
    static int Square(int x) { Console.WriteLine("square " + x); return x * x; }
    static int Fail(int x) { throw new InvalidOperationException("step " + x + " failed"); }
    static void A(string s) { Console.WriteLine("A " + s); }
    static void B(string s) { Console.WriteLine("B " + s); }
    static void C(string s) { Console.WriteLine("C " + s); }

    static void Show(string what, Note n)
    {
        Console.Write(what + ": ");
        if (n == null) {
            Console.WriteLine("(null)");
            return;
        }
        Console.WriteLine(n.GetInvocationList().Length);
        n("run");
    }

    static void Main()
    {
        Step s = Double;
        s += Square;
        Console.WriteLine(s(5));
        Step all = s + Double + s;
        Console.WriteLine(all.GetInvocationList().Length);
        Console.WriteLine(all(3));

        Note n = A;
        n += B;
        n += C;
        n += A;
        Show("four", n);
        Show("minus A (last one)", n - A);
        Show("minus B+C", n - (Note)Delegate.Combine(new Note(B), new Note(C)));
        Show("minus C+B (absent)", n - ((Note)C + B));
        Note only = A;
        only -= A;
        Show("A - A", only);
        Note nul = null;
        nul += B;
        Show("null + B", nul);
        Show("B - null", nul - null);

        Delegate[] list = n.GetInvocationList();
        list[0] = null;
        Console.WriteLine(n.GetInvocationList()[0] != null);

        Note n1 = A, n2 = A;
        Console.WriteLine(n1 == n2);
        Console.WriteLine(n1.Equals(n2));
        Console.WriteLine(n1 == (Note)B);
        Console.WriteLine((n1 + B) == (n2 + B));
        Console.WriteLine((n1 + B) == (B + n2));
        Console.WriteLine(n1 != null);
        Console.WriteLine(nul - B == null);

        Acc a1 = new Acc("a1"), a2 = new Acc("a2");
        Step inst = a1.Add;
        inst += a2.Add;
        inst += a1.Add;
        Console.WriteLine(inst(10));
        Console.WriteLine(a1.Total + " " + a2.Total);
        Step x1 = a1.Add, x2 = a1.Add, x3 = a2.Add;
        Console.WriteLine((x1 == x2) + " " + (x1 == x3));
        inst -= x3;
        Console.WriteLine(inst.GetInvocationList().Length + " " + (inst.GetInvocationList()[1].Target == a1));

        Step failing = Double;
        failing += Fail;
        failing += Square;
        try {
            failing(4);
        } catch (InvalidOperationException e) {
            Console.WriteLine("caught: " + e.Message);
        }

        try {
            Delegate.Combine(new Note(A), new Other(B));
        } catch (ArgumentException e) {
            Console.WriteLine("ArgumentException " + (e.Message.Length > 0));
        }
        Console.WriteLine(Delegate.Combine(null, null) == null);
    }
}
