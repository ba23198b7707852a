// error: 15:9
// message: using the generic type 'Outer.Box' requires 1 type argument
// errors: 1
using System;

class Outer
{
    public class Box<T> { }
}

class Program
{
    static void Main()
    {
        Outer.Box b = null;
        Console.WriteLine(b);
    }
}
