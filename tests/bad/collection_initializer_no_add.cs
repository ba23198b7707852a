// error: 17:30
// message: no overload for method 'Add' takes 3 arguments
// errors: 1
using System;
using System.Collections;

class Bag : IEnumerable
{
    public void Add(int x) { }
    public IEnumerator GetEnumerator() { return null; }
}

class P
{
    static void Main()
    {
        Bag b = new Bag { 1, { 2, 3, 4 } };
        Console.WriteLine(b != null);
    }
}
