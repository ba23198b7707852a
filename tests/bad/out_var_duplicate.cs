// error: 12:28
// message: a local variable named 'half' cannot be declared in this scope
// errors: 1
using System;

class P
{
    static bool TryHalf(int x, out int half) { half = x / 2; return x % 2 == 0; }
    static void Main()
    {
        TryHalf(4, out var half);
        TryHalf(6, out var half);
        Console.WriteLine(half);
    }
}
