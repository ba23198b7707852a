// Array covariance: a string[] used as object[]; storing a wrongly typed
// element throws ArrayTypeMismatchException; null and right types are fine.
using System;

class Animal { }
class Cat : Animal { }
class Dog : Animal { }

class ArrayCovariance
{
    static void Put(object[] arr, int i, object v)
    {
        try { arr[i] = v; Console.WriteLine("stored"); }
        catch (ArrayTypeMismatchException) { Console.WriteLine("mismatch"); }
    }

    static void Main()
    {
        string[] s = new string[2];
        object[] o = s;
        Put(o, 0, "text");
        Put(o, 1, new object());
        Put(o, 1, null);
        Animal[] cats = new Cat[2];
        Put(cats, 0, new Cat());
        Put(cats, 1, new Dog());
        Put(cats, 1, new Animal());
        Animal[] animals = new Animal[1];
        Put(animals, 0, new Dog());
        object[] real = new object[1];
        Put(real, 0, "anything");
        Console.WriteLine(o is string[]);
        Console.WriteLine(cats is Cat[]);
        Console.WriteLine(animals is Cat[]);
        object arr = new int[3];
        Console.WriteLine(arr is int[]);
        Console.WriteLine(arr is object[]);
        int[][] jag = new int[1][];
        object[] jo = jag;
        Put(jo, 0, new int[2]);
        Put(jo, 0, "no");
    }
}
