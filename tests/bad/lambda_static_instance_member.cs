// error: 11:35
// message: a static anonymous function cannot contain a reference to 'this' or to a local variable
// errors: 1
using System;

class Widget
{
    int size = 2;
    public void Run()
    {
        Func<int, int> f = static x => x * size;
        Console.WriteLine(f(3));
    }
}

class Program { static void Main() { new Widget().Run(); } }
