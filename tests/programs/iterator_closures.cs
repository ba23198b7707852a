// Lambdas inside iterators: capturing a loop body's local (fresh per
// iteration), a parameter, the instance through this, and a local the
// lambda changes across yields.
using System;
using System.Collections;

delegate int F(int x);

class P
{
    int bias = 7;

    IEnumerable Adders(int n)
    {
        F last = null;
        for (int i = 0; i < n; i++)
        {
            int k = i * 10;
            F f = x => x + k + n + bias;
            yield return f(1);
            last = f;
            bias++;
        }
        yield return last(0);
    }

    static IEnumerable Counting(int start)
    {
        int c = start;
        F inc = d => c += d;
        yield return inc(1);
        yield return inc(5);
        yield return c;
    }

    static void Main()
    {
        foreach (object o in new P().Adders(3))
            Console.WriteLine(o);
        foreach (object o in Counting(10))
            Console.WriteLine(o);
    }
}
