// Loops and jumps: while, do/while, for (several variables, empty parts),
// break and continue in nested loops, if/else chains, return from loops.
using System;

class ControlFlow
{
    static int FirstSquareAbove(int limit)
    {
        for (int i = 0; ; i++)
            if (i * i > limit) return i;
    }

    static string Sign(int x)
    {
        if (x < 0) return "negative";
        else if (x == 0) return "zero";
        else return "positive";
    }

    static void Main()
    {
        int n = 0;
        while (n < 5) n += 2;
        Console.WriteLine(n);
        int m = 10;
        do { m++; } while (m < 5);
        Console.WriteLine(m);
        string s = "";
        for (int i = 0, j = 10; i < j; i += 3, j--) s += i + ":" + j + " ";
        Console.WriteLine(s);
        int k = 0;
        for (; k < 3;) k++;
        Console.WriteLine(k);
        int found = -1;
        for (int i = 0; i < 5 && found < 0; i++)
            for (int j = 0; j < 5; j++)
            {
                if (j == 1) continue;
                if (i * j == 6) { found = i * 10 + j; break; }
            }
        Console.WriteLine(found);
        int evens = 0;
        for (int i = 0; i < 20; i++) { if (i % 2 == 1) continue; evens++; }
        Console.WriteLine(evens);
        Console.WriteLine(FirstSquareAbove(50));
        Console.WriteLine(Sign(-3) + " " + Sign(0) + " " + Sign(8));
        int w = 0;
        while (true) { if (++w >= 7) break; }
        Console.WriteLine(w);
        int d = 0;
        do { d++; if (d == 2) continue; } while (d < 4);
        Console.WriteLine(d);
        if (n > 100) Console.WriteLine("no"); else if (n > 5) Console.WriteLine("six"); else Console.WriteLine("no");
        { int scoped = 3; Console.WriteLine(scoped); }
        ;
    }
}
