// exit: 134
// mono: skip-output
// stderr: Unhandled exception. System.ArgumentException: negative (Parameter 'size')
// stderr:    at Box..ctor(Int32 size) in {{DIR}}/ctor_small_spliced.cs:line 16
// stderr:    at Program.Main() in {{DIR}}/ctor_small_spliced.cs:line 64
// Small constructors, which compiled code lowers into the `new` that calls
// them (docs/jit.md, "Inlining"): field stores through a base constructor
// chain, a struct's constructor, a constructor that allocates, one of a
// type with a static constructor, and exceptions thrown inside them: the
// trace still has a frame per constructor, with its line, as .NET prints.
using System;

class Box
{
    public int Size;
    public Box(int size) { if (size < 0) throw new ArgumentException("negative", nameof(size)); Size = size; }
}

class Crate : Box
{
    public string Label;
    public Crate(int size, string label) : base(size) { Label = label; }
}

class Node
{
    public Node Next;
    public Box Payload;
    public Node(Node next, int size) { Next = next; Payload = new Box(size); }
}

class Counted
{
    static int made = Start();
    static int Start() { Console.WriteLine("Counted's static constructor"); return 100; }
    public int Id;
    public Counted() { Id = ++made; }
}

struct Pair
{
    public int A, B;
    public Pair(int a) { A = a; B = 10 / a; }
}

class Program
{
    static void Main()
    {
        var c = new Crate(3, "fruit");
        Console.WriteLine(c.Size + " " + c.Label);
        Node list = null;
        for (int i = 1; i <= 4; i++) list = new Node(list, i * i);
        int sum = 0;
        for (Node n = list; n != null; n = n.Next) sum += n.Payload.Size;
        Console.WriteLine(sum);
        Console.WriteLine(new Counted().Id + " " + new Counted().Id);
        var p = new Pair(5);
        Console.WriteLine(p.A + " " + p.B);
        try { new Crate(-1, "bad"); }
        catch (ArgumentException e) { Console.WriteLine(e.Message); Console.WriteLine(e.StackTrace); }
        try { var q = new Pair(0); Console.WriteLine(q.B); }
        catch (DivideByZeroException e) { Console.WriteLine(e.StackTrace); }
        new Box(-2);
    }
}
