// error: 9:21
// message: floating-point constant is outside the range of type 'decimal'
using System;

class P
{
    static void Main()
    {
        decimal d = 79228162514264337593543950336m;
        Console.WriteLine(d);
    }
}
