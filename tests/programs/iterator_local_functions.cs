// Iterator local functions: capturing locals (one they change), a const,
// the instance through this, with try/finally and early break; an
// IEnumerator local function; an infinite one. Mono 6.8's mcs has no
// local functions: the expected output follows C#'s rules by hand.
// mono: skip
using System;
using System.Collections;

class P
{
    int factor = 3;

    IEnumerable Scaled(int n)
    {
        int offset = 100;
        IEnumerable Inner(int k)
        {
            for (int i = 0; i < k; i++)
                yield return i * factor + offset;
            offset++;
        }
        foreach (object o in Inner(n))
            yield return o;
        foreach (object o in Inner(2))
            yield return o;
        Console.WriteLine("offset " + offset);
    }

    static void Main()
    {
        const string prefix = "#";
        int count = 0;
        IEnumerable Numbers(int max)
        {
            try
            {
                for (int i = 1; i <= max; i++)
                {
                    count++;
                    yield return prefix + i;
                }
            }
            finally
            {
                Console.WriteLine("Numbers finally, count " + count);
            }
        }
        IEnumerator Two()
        {
            yield return "first";
            yield return "second";
        }
        foreach (object o in Numbers(3))
            Console.WriteLine(o);
        foreach (object o in Numbers(5))
        {
            Console.WriteLine(o);
            if ((string)o == "#2") break;
        }
        Console.WriteLine("count " + count);
        IEnumerator t = Two();
        while (t.MoveNext())
            Console.WriteLine(t.Current);
        foreach (object o in new P().Scaled(3))
            Console.WriteLine(o);
        IEnumerable Fib()
        {
            int a = 0, b = 1;
            while (true)
            {
                yield return a;
                int c = a + b;
                a = b;
                b = c;
            }
        }
        foreach (object o in Fib())
        {
            if ((int)o > 100) break;
            Console.Write(o + " ");
        }
        Console.WriteLine();
    }
}
