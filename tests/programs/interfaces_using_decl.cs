// mono: skip
// using declarations (C# 8; Mono 6.8's mcs predates them): disposed at the
// end of the enclosing block in reverse order, on every pass of a loop body
// and on continue.
using System;
class Res : IDisposable {
    string name;
    public Res(string n) { name = n; Console.WriteLine("open " + n); }
    public void Dispose() { Console.WriteLine("dispose " + name); }
    public void Use() { Console.WriteLine("use " + name); }
}
class P {
    static void Main() {
        {
            using var x = new Res("x");
            using Res y = new Res("y");
            x.Use();
            y.Use();
            Console.WriteLine("end of block");
        }
        for (int i = 0; i < 2; i++) {
            using var l = new Res("loop" + i);
            if (i == 0) continue;
            l.Use();
        }
        Console.WriteLine("done");
    }
}
