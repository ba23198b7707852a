// error: 10:34
// message: the name 'missing' does not exist in the current context
// errors: 1
using System;

class P
{
    static void Main()
    {
        Console.WriteLine(nameof(missing));
    }
}
