// List<T>.FindLastIndex in its three forms: (match), (startIndex, match)
// and (startIndex, count, match), searching backwards from startIndex over
// count elements; an empty list accepts startIndex -1 only; the
// exceptions' types and parameter names (null match, startIndex outside
// the list, count negative or reaching before index 0).
using System;
using System.Collections.Generic;

class P
{
    static void Try(string what, Func<int> f)
    {
        try
        {
            Console.WriteLine(what + ": " + f());
        }
        catch (ArgumentException e)
        {
            Console.WriteLine(what + ": " + e.GetType().Name + " " + e.ParamName);
        }
    }

    static void Main()
    {
        var xs = new List<int> { 1, 5, 3, 8, 3, 6 };
        var none = new List<int>();
        Try("last 3", () => xs.FindLastIndex(x => x == 3));
        Try("last >9", () => xs.FindLastIndex(x => x > 9));
        Try("from 3, 3", () => xs.FindLastIndex(3, x => x == 3));
        Try("from 5, odd", () => xs.FindLastIndex(5, x => x % 2 == 1));
        Try("from 0, 1", () => xs.FindLastIndex(0, x => x == 1));
        Try("from 5 count 2, <5", () => xs.FindLastIndex(5, 2, x => x < 5));
        Try("from 5 count 3, <4", () => xs.FindLastIndex(5, 3, x => x < 4));
        Try("from 3 count 4, 1", () => xs.FindLastIndex(3, 4, x => x == 1));
        Try("from 3 count 0", () => xs.FindLastIndex(3, 0, x => true));
        Try("empty", () => none.FindLastIndex(x => true));
        Try("empty from -1", () => none.FindLastIndex(-1, x => true));
        Try("empty from -1 count 0", () => none.FindLastIndex(-1, 0, x => true));
        Try("empty from 0", () => none.FindLastIndex(0, x => true));
        Try("from 6", () => xs.FindLastIndex(6, x => true));
        Try("from -1", () => xs.FindLastIndex(-1, x => true));
        Try("from 3 count 5", () => xs.FindLastIndex(3, 5, x => true));
        Try("from 3 count -1", () => xs.FindLastIndex(3, -1, x => true));
        Try("null match", () => xs.FindLastIndex(null));
        Try("null match from 2", () => xs.FindLastIndex(2, null));
        Try("null match from 2 count 1", () => xs.FindLastIndex(2, 1, null));
    }
}
