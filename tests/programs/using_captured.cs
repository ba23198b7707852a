// mono: skip
// A using variable captured by a lambda (C# 8's using declarations too,
// which mcs lacks: the output is checked by hand against C#'s rules): the
// resource is disposed where its using ends, the lambda reading the same
// variable; a lambda run after the dispose sees the disposed object.
using System;
using System.Threading.Tasks;

class R : IDisposable
{
    public int V;
    public bool Gone;
    public R(int v) { V = v; }
    public void Dispose() { Gone = true; Console.WriteLine("disposed " + V); }
}

class P
{
    static void Main()
    {
        Func<bool> late;
        using (R r = new R(7))
        {
            Func<int> f = () => r.V;
            late = () => r.Gone;
            Console.WriteLine(f());
        }
        Console.WriteLine("late " + late());
        using (var a = new R(1))
        using (var b = new R(2))
        {
            Action h = () => Console.WriteLine(a.V + b.V);
            h();
        }
        using var q = new R(9);
        Func<int> g = () => q.V * 2;
        Console.WriteLine(g());
        Console.WriteLine(Task.Run(() => q.V + 1).Result);
        Console.WriteLine("end");
    }
}
