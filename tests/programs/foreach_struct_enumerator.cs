// foreach through a pattern-based struct enumerator (C#: GetEnumerator()
// returning a struct with MoveNext and Current): called in place on the
// hidden local, so the enumerator's state advances; one without Dispose is
// not disposed (no try), one implementing IDisposable is disposed in place.
using System;

struct E
{
    int i;
    public bool MoveNext() { return ++i < 3; }
    public int Current { get { return i; } }
}

class Bag { public E GetEnumerator() { return new E(); } }

class Log { public static string Text = ""; }

struct D : IDisposable
{
    int i;
    string name;
    public D(string n) { name = n; i = 0; }
    public bool MoveNext() { i++; return i <= 2; }
    public string Current { get { return name + i; } }
    public void Dispose() { Log.Text += "disposed " + name + " at " + i + ";"; }
}

class DBag { public string N; public D GetEnumerator() { return new D(N); } }

class P
{
    static void Main()
    {
        foreach (var x in new Bag())
            Console.WriteLine(x);
        foreach (string s in new DBag { N = "a" })
            Console.WriteLine(s);
        foreach (string s in new DBag { N = "b" })
            break;
        Console.WriteLine(Log.Text);
    }
}
