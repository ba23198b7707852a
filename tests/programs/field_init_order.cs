// Instance field initializers run in declaration order, before the base
// constructor call; a virtual call from the base constructor sees derived
// fields already initialized (by initializers) but not yet by the body.
using System;

class Log
{
    public static string text = "";
    public static int Note(string s, int v) { text += s + " "; return v; }
}

class A
{
    int a1 = Log.Note("A.a1", 1);
    int a2 = Log.Note("A.a2", 2);
    public A() { Log.Note("A()", 0); Show(); }
    public virtual void Show() { Log.Note("A.Show", 0); }
    public int Sum => a1 + a2;
}

class B : A
{
    int b1 = Log.Note("B.b1", 10);
    int b2;
    public B() : base() { b2 = 20; Log.Note("B()", 0); }
    public override void Show() { Log.Note("B.Show(b1=" + b1 + ",b2=" + b2 + ")", 0); }
    public int Total => Sum + b1 + b2;
}

class C : B
{
    int c1 = Log.Note("C.c1", 100);
    public C() : this(5) { Log.Note("C()", 0); }
    public C(int k) { Log.Note("C(" + k + ")", 0); }
    public int All => Total + c1;
}

class FieldInitOrder
{
    static void Main()
    {
        B b = new B();
        Console.WriteLine(Log.text);
        Console.WriteLine(b.Total);
        Log.text = "";
        C c = new C();
        Console.WriteLine(Log.text);
        Console.WriteLine(c.All);
    }
}
