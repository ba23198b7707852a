// alloc: 0-40000
// foreach over a value typed string stays the indexed loop now that string
// is an IEnumerable<char> (docs/interfaces.md, "Lent interfaces"): 20,000
// loops over a 100-character string in a program that also converts strings
// to IEnumerable<char> allocate nothing; an enumerator per loop (the
// interface path) would be 20,000 objects, over 600 KB.
using System;
using System.Collections.Generic;

class P
{
    static int Total(IEnumerable<char> cs)
    {
        int n = 0;
        foreach (char c in cs)
            n += c;
        return n;
    }

    static void Main()
    {
        string s = new string('a', 50) + new string('b', 50);
        long sum = 0;
        for (int k = 0; k < 20000; k++)
            foreach (char c in s)
                sum += c;
        Console.WriteLine(sum);
        Console.WriteLine(Total(s));
    }
}
