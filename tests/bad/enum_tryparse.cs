// error: 12:56
// message: the type arguments for method 'Enum.TryParse<TEnum>' cannot be inferred from the usage
// errors: 1
using System;

enum Color { Red, Green }

class P
{
    static void Main()
    {
        Console.WriteLine(Enum.TryParse("Red", out var c));
    }
}
