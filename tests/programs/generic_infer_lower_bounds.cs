// A type parameter inferred from several value-type lower bounds is the
// one every bound converts to, as C#'s fixing picks: Pick(1, 2.5) is
// Pick<double>, Pick('a', 3) Pick<int>, Pick(2L, 3) Pick<long>, and a value
// type with an object bound is object (boxing).
using System;

class P
{
    static T Pick<T>(T a, T b) => a;
    static T Last<T>(T a, T b, T c) => c;

    static void Main()
    {
        Console.WriteLine(Pick(1, 2.5));
        Console.WriteLine(Pick(2.5, 1));
        Console.WriteLine(Pick('a', 3));
        Console.WriteLine(Pick(2L, 3));
        Console.WriteLine(Last(1, 2L, 3.5f));
        object o = "text";
        Console.WriteLine(Pick(7, o));
        Console.WriteLine(Pick(1, 2.5).GetType().Name);
        Console.WriteLine(Last((byte)1, (short)2, 3).GetType().Name);
        Console.WriteLine(Pick(1m, 2).GetType().Name);
    }
}
