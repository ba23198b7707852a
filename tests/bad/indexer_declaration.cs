// error: 8:16
// message: indexers are not supported
// errors: 1
using System;

class Grid
{
    public int this[int i] { get { return i; } set { } }
}

class P
{
    static void Main()
    {
        Grid g = new Grid();
        g[1] = 2;
        g[1]++;
        Console.WriteLine(g[3]);
    }
}
