// error: 11:44
// message: 'string.Join<T>(string, IEnumerable<T>)' is not supported yet
// errors: 1
using System;

class P
{
    static void Main()
    {
        int[] a = { 1, 2, 3 };
        Console.WriteLine(string.Join(",", a) + string.Join(",", 1, 2));
    }
}
