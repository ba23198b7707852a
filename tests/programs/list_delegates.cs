// List<T>'s members that take delegates: Find, FindLast, FindAll,
// FindIndex (three forms), FindLastIndex, Exists, TrueForAll, RemoveAll,
// ForEach, ConvertAll, Sort(Comparison<T>) (.NET's introspective sort:
// equal keys end where .NET leaves them), with lambdas and method groups,
// and .NET's exceptions (null delegates, bad ranges, a list changed by
// ForEach's action).
using System;
using System.Collections.Generic;

class Person
{
    public string Name;
    public int Age;
    public Person(string name, int age) { Name = name; Age = age; }
    public override string ToString() { return Name + "(" + Age + ")"; }
}

class Program
{
    static bool IsOdd(int x) { return x % 2 != 0; }

    static void Show<T>(string label, List<T> xs)
    {
        string s = label + ":";
        for (int i = 0; i < xs.Count; i++)
            s += " " + xs[i];
        Console.WriteLine(s);
    }

    static void Main()
    {
        var nums = new List<int>();
        for (int i = 1; i <= 10; i++)
            nums.Add(i * 3 % 11);
        Show("nums", nums);
        Console.WriteLine(nums.Find(x => x > 5) + " " + nums.FindLast(x => x > 5) + " " + nums.Find(x => x > 50));
        Show("odd", nums.FindAll(IsOdd));
        Console.WriteLine(nums.FindIndex(x => x == 4) + " " + nums.FindIndex(3, x => x < 3) + " " +
                          nums.FindIndex(0, 3, x => x == 4) + " " + nums.FindLastIndex(x => x < 5));
        Console.WriteLine(nums.Exists(x => x == 10) + " " + nums.Exists(x => x == 11));
        Console.WriteLine(nums.TrueForAll(x => x > 0) + " " + nums.TrueForAll(IsOdd));
        int total = 0;
        nums.ForEach(x => total += x);
        Console.WriteLine("total " + total);
        List<string> words = nums.ConvertAll(x => "w" + x);
        Show("words", words);
        List<double> halves = nums.ConvertAll<double>(x => x / 2.0);
        Console.WriteLine(halves[1]);
        int seen = 0;
        int removed = nums.RemoveAll(x => { seen++; return x % 3 == 0; });
        Console.WriteLine("removed " + removed + " seen " + seen);
        Show("left", nums);
        nums.Sort((a, b) => b - a);
        Show("desc", nums);
        nums.Sort(Comparison);
        Show("asc", nums);

        var people = new List<Person>();
        string[] names = { "Ann", "Bob", "Cid", "Dee", "Eve", "Fay", "Gus", "Hal", "Ida", "Jon",
                           "Kim", "Lee", "Max", "Ned", "Oli", "Pam", "Quin", "Ray", "Sue", "Tom" };
        for (int i = 0; i < names.Length; i++)
            people.Add(new Person(names[i], 20 + i % 4));
        people.Sort((a, b) => a.Age - b.Age);
        Show("by age", people);
        people.Sort((a, b) => string.CompareOrdinal(b.Name, a.Name));
        Show("by name desc", people);
        Person young = people.Find(p => p.Age == 20);
        Console.WriteLine("first 20: " + young);

        var empty = new List<string>();
        Console.WriteLine(empty.Find(s => true) == null);
        Console.WriteLine(empty.FindIndex(s => true));

        try
        {
            nums.Find(null);
        }
        catch (ArgumentNullException e)
        {
            Console.WriteLine("ArgumentNullException: " + e.ParamName);
        }
        try
        {
            nums.Sort((Comparison<int>)null);
        }
        catch (ArgumentNullException e)
        {
            Console.WriteLine("ArgumentNullException: " + e.ParamName);
        }
        try
        {
            nums.FindIndex(99, x => true);
        }
        catch (ArgumentOutOfRangeException e)
        {
            Console.WriteLine("ArgumentOutOfRangeException: " + e.ParamName);
        }
        try
        {
            nums.ForEach(x => nums.Add(x));
        }
        catch (InvalidOperationException e)
        {
            Console.WriteLine("InvalidOperationException: " + e.Message);
        }
    }

    static int Comparison(int a, int b)
    {
        return a < b ? -1 : a > b ? 1 : 0;
    }
}
