// mono: skip
// .NET 5-7 members real programs call: Enumerable.Order and
// OrderDescending (the elements themselves, stably, with ThenBy after
// them and an optional comparer), the three-way Zip (as long as the
// shortest, its tuple's elements named First, Second, Third), and
// Convert.ToHexString. Mono 6.8 has none of them: expected output worked
// out by hand from .NET 8's documented behaviour.
using System;
using System.Collections.Generic;
using System.Linq;

class Program
{
    static void Main()
    {
        int[] numbers = { 5, -2, 9, 0, -2, 7 };
        Console.WriteLine(string.Join(" ", numbers.Order()));
        Console.WriteLine(string.Join(" ", numbers.OrderDescending()));
        string[] words = { "pear", "Fig", "apple", "fig", "Kiwi" };
        Console.WriteLine(string.Join(" ", words.Order(StringComparer.Ordinal)));
        Console.WriteLine(string.Join(" ", words.OrderDescending(StringComparer.OrdinalIgnoreCase)));
        Console.WriteLine(string.Join(" ", words.Select(w => w.Length).Order().ThenBy(n => -n)));

        string[] names = { "ann", "bob", "cy" };
        int[] ages = { 31, 27, 45, 60 };
        char[] grades = { 'A', 'B', 'C' };
        foreach (var (name, age, grade) in names.Zip(ages, grades))
            Console.Write(name + ":" + age + grade + " ");
        Console.WriteLine();
        var first = names.Zip(ages, grades).First();
        Console.WriteLine(first.First + " " + first.Second + " " + first.Third + " " + first);
        Console.WriteLine(names.Zip(ages, new char[0]).Count());

        Console.WriteLine(Convert.ToHexString(new byte[] { 0, 1, 15, 16, 171, 255 }));
        Console.WriteLine(Convert.ToHexString(new byte[0]).Length);
        try
        {
            Convert.ToHexString(null);
        }
        catch (ArgumentNullException e)
        {
            Console.WriteLine(e.Message);
        }
        try
        {
            ((IEnumerable<int>)null).Order();
        }
        catch (ArgumentNullException e)
        {
            Console.WriteLine(e.Message);
        }
    }
}
