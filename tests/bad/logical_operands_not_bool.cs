// error: 11:24
// message: operator '||' cannot be applied to operands of type 'int' and 'int'
// errors: 1
using System;

class P
{
    static void Main(string[] args)
    {
        int depth = args.Length;
        bool b = depth || 1;
        Console.WriteLine(b);
    }
}
