// mono: skip
// C# 12's primary constructors on structs: a captured parameter is a field
// of the struct (copied with it, compared by Equals), assigned by its
// members; an initializer reads the parameter; `new S()` and default(S)
// zero everything and run no initializer; a lambda in an initializer
// captures the constructor's parameter, not the field.
// Expected output worked out by hand (mcs has no C# 12).
using System;

struct Counter(int start)
{
    public int First = start * 10;
    public Func<int> Initial = () => start;
    public int Value => start;
    public void Inc() => start++;
}

struct Parity(int x)
{
    public int Odd = x % 2;   // the parameter: x itself is stored only as Get's capture
    public int Get() => x;
}

readonly struct Pair(int a, int b)
{
    public int Sum() => a + b;
}

class Program
{
    static void Main()
    {
        var c = new Counter(1);
        c.Inc();
        c.Inc();
        var d = c;
        d.Inc();
        Console.WriteLine(c.First + " " + c.Value + " " + d.Value + " " + c.Initial());
        Console.WriteLine(new Parity(1).Equals(new Parity(1)) + " " + new Parity(1).Equals(new Parity(3)) + " " +
                          new Parity(3).Get());
        var z = new Counter();
        Console.WriteLine(z.First + " " + z.Value + " " + (z.Initial == null));
        Console.WriteLine(new Pair(2, 3).Sum() + " " + default(Pair).Sum());
    }
}
