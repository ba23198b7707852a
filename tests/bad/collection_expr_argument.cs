// error: 13:45
// message: the call is ambiguous between the following methods or properties: 'P.Pick(System.Collections.Generic.HashSet<long>)' and 'P.Pick(System.Collections.Generic.IEnumerable<int>)'
// A collection expression converts to both parameter types and neither
// converts to the other: C#'s CS0121 (not the first candidate it builds).
using System;
using System.Collections.Generic;

class P
{
    static string Pick(HashSet<long> s) => "set";
    static string Pick(IEnumerable<int> s) => "seq";

    static void Main() => Console.WriteLine(Pick([1, 2]));
}
