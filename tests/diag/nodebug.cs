using System;

class P
{
    static int F(int x, string s)
    {
        if (x > 2)
            throw new InvalidOperationException("bad " + s);
        return x;
    }

    static void Main()
    {
        Console.WriteLine(F(1, "a"));
        Console.WriteLine(F(5, "b"));
    }
}
