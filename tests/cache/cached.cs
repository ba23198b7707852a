// The code-cache test program (tests/cache/test_cache.py): strings, a class
// with a static initializer, a virtual call, arrays and an exception, so a
// cached batch needs methods, types, statics and string cells from its
// constants table. Its exit status is 3. test_cache.py derives a changed
// module from it by replacing SEED.
using System;

class Shape
{
    public virtual int Area() { return 0; }
}

class Square : Shape
{
    int side;
    public Square(int s) { side = s; }
    public override int Area() { return side * side; }
}

static class Counter
{
    public static int Base = 40;
}

class Program
{
    static int Sum(int[] xs)
    {
        int s = 0;
        for (int i = 0; i < xs.Length; i++)
            s += xs[i];
        return s;
    }

    static int Main()
    {
        int seed = 1; // SEED
        Shape[] shapes = { new Square(2), new Square(3), new Shape() };
        int total = 0;
        for (int i = 0; i < shapes.Length; i++)
            total += shapes[i].Area();
        Console.WriteLine("areas " + total);
        int[] xs = new int[5];
        for (int i = 0; i < xs.Length; i++)
            xs[i] = i * seed;
        Console.WriteLine("sum " + Sum(xs) + " base " + (Counter.Base + seed));
        try {
            Console.WriteLine(xs[seed + 9]);
        } catch (IndexOutOfRangeException) {
            Console.WriteLine("caught");
        }
        return 3;
    }
}
