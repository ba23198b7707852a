// string.Join<T> and string.Concat<T> with their type argument written:
// lists, arrays, LINQ sequences, a char separator, null elements.
using System;
using System.Collections.Generic;
using System.Linq;
class P {
    static void Main() {
        var l = new List<int> { 1, 2 };
        Console.WriteLine(string.Join<int>(" ", l));
        Console.WriteLine(String.Join<int>(", ", new[] { 3, 4, 5 }));
        Console.WriteLine(string.Join<string>("|", new List<string> { "a", null, "c" }));
        Console.WriteLine(string.Join<object>(';', new object[] { 1, "x", null, 2.5 }));
        Console.WriteLine(string.Concat<int>(l.Select(x => x * 3)));
        Console.WriteLine(string.Concat<char>("hey".Reverse()));
        Console.WriteLine(string.Join<double>("/", new[] { 0.5, 1e20 }));
    }
}
