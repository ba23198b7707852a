// error: 11:27
// message: foreach over a value of type 'int' is not supported
// errors: 1
using System;

class P
{
    static void Main()
    {
        int n = 3;
        foreach (int x in n)
            Console.WriteLine(x);
    }
}
