// error: 9:19
// message: floating-point constant is outside the range of type float
using System;

class P
{
    static void Main()
    {
        float f = 1e39f;
        Console.WriteLine(f);
    }
}
