// Generic overloads resolved by C#'s rules: a non-generic method is
// preferred to a generic one with the same parameter types; a generic one
// whose inferred parameter matches exactly beats a non-generic one that
// needs a conversion; the more specific generic form wins (T[] over T,
// List<T> over IEnumerable<T>); explicit type arguments select the generic.
using System;
using System.Collections.Generic;

class P
{
    static string F(int x) => "F(int)";
    static string F<T>(T x) => "F<" + typeof(T).Name + ">";

    static string G(long x) => "G(long)";
    static string G<T>(T x) => "G<" + typeof(T).Name + ">";

    static string H<T>(T x) => "H(T)";
    static string H<T>(T[] xs) => "H(T[])";

    static string K<T>(IEnumerable<T> xs) => "K(IEnumerable<T>)";
    static string K<T>(List<T> xs) => "K(List<T>)";

    static string M(object o) => "M(object)";
    static string M<T>(T x) where T : class => "M<T>";

    static void Main()
    {
        Console.WriteLine(F(1));
        Console.WriteLine(F("s"));
        Console.WriteLine(F<int>(1));
        Console.WriteLine(G(1));
        Console.WriteLine(G(1L));
        Console.WriteLine(H(3));
        Console.WriteLine(H(new[] { 1, 2 }));
        Console.WriteLine(K(new List<int>()));
        Console.WriteLine(K(new HashSet<int>()));
        Console.WriteLine(K(new int[0]));
        Console.WriteLine(M("text"));
        Console.WriteLine(M(new object()));
    }
}
