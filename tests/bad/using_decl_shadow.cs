// error: 17:17
// message: a local variable named 'r' cannot be declared in this scope because it would give a different meaning to 'r'
// errors: 1
// A using declaration's variable belongs to its block: a nested block may
// not declare the name again (C#'s CS0136).
using System;

class Res : IDisposable { public void Dispose() { } }

class Program
{
    static void Main()
    {
        using var r = new Res();
        var n = 1;
        {
            int r = n;
            Console.WriteLine(r);
        }
    }
}
