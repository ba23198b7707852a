// error: 11:27
// message: foreach statement cannot operate on variables of type 'int' because 'int' does not contain a public instance or extension definition for 'GetEnumerator'
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
