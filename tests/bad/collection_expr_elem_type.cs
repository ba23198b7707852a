// error: 10:45
// message: the best overloaded method match for 'P.Count(string[])' has some invalid arguments
// An element that does not convert to the parameter's element type makes
// the candidate inapplicable (C#'s CS1503).
using System;

class P
{
    static int Count(string[] xs) => xs.Length;
    static void Main() => Console.WriteLine(Count(["a", 2]));
}
