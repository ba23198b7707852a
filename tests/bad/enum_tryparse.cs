// error: 13:32
// message: 'System.Enum' has no supported member 'TryParse<TEnum>' taking 2 arguments
// errors: 1
using System;

enum Color { Red, Green }

class P
{
    static void Main()
    {
        Color c;
        Console.WriteLine(Enum.TryParse<Color>("Red", out c));
    }
}
