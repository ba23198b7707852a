// A static member of a generic type named with its namespace in an
// expression (`System.Collections.Generic.EqualityComparer<int>.Default`):
// the instance the type arguments make, as a type's syntax names it.
using System;

class P
{
    static void Main()
    {
        Console.WriteLine(System.Collections.Generic.Comparer<int>.Default.Compare(1, 2));
        Console.WriteLine(System.Collections.Generic.EqualityComparer<string>.Default.Equals("a", "a"));
        Console.WriteLine(System.Collections.Generic.EqualityComparer<int>.Default.GetHashCode(7));
        Console.WriteLine(System.Tuple.Create(1, "x"));
    }
}
