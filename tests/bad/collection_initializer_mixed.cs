// error: 19:39
// message: invalid initializer member declarator
// errors: 1
using System;
using System.Collections;

class Bag : IEnumerable
{
    public string Name;
    public void Add(int x) { }
    public IEnumerator GetEnumerator() { return null; }
}

class P
{
    static void Main()
    {
        Bag b = new Bag { 1, 2 };
        Bag c = new Bag { Name = "x", 3 };
        Console.WriteLine(b != c);
    }
}
