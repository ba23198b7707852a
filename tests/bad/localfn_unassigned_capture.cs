// error: 12:27
// message: use of unassigned local variable 'limit'
// errors: 1
using System;

class P
{
    static void Main()
    {
        int limit;
        // C#: a call needs what the local function (and those it calls) reads assigned
        Console.WriteLine(Even(4));
        limit = 10;
        bool Even(int n) => n == 0 || Odd(n - 1);
        bool Odd(int n) => n < limit && n != 0 && Even(n - 1);
    }
}
