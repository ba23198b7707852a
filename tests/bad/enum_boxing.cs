// error: 11
// message: boxing
using System;

enum Color { Red }

class P
{
    static void Main()
    {
        Console.WriteLine(Color.Red);
    }
}
