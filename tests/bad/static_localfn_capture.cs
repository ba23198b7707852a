// error: 11:20
// message: a static anonymous function cannot contain a reference to 'this' or to a local variable
// errors: 1
using System;

class P
{
    static void Main()
    {
        int k = 1;
        static int F() => k + G();
        static int G() => 2;
        Console.WriteLine(F());
    }
}
