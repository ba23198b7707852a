// timeout: 300
// LINQ's exceptions, as .NET throws them: InvalidOperationException for an
// empty sequence or no/too many matches, ArgumentNullException naming the
// null argument (checked when the operator is called, not when enumerated),
// ArgumentOutOfRangeException, an exception from a selector thrown through
// enumeration (deferred: only when the query runs), and an unhandled one.
// exit: 134
// stderr: Unhandled exception. System.InvalidOperationException: Sequence contains no elements
using System;
using System.Collections.Generic;
using System.Linq;

class Program
{
    static void Try(string what, Func<object> f)
    {
        try {
            Console.WriteLine(what + " = " + f());
        } catch (InvalidOperationException e) {
            Console.WriteLine(what + ": InvalidOperationException: " + e.Message);
        } catch (ArgumentNullException e) {
            Console.WriteLine(what + ": ArgumentNullException: " + e.ParamName);
        } catch (ArgumentOutOfRangeException e) {
            Console.WriteLine(what + ": ArgumentOutOfRangeException: " + e.ParamName);
        } catch (ArgumentException e) {
            Console.WriteLine(what + ": ArgumentException: " + e.Message);
        } catch (DivideByZeroException e) {
            Console.WriteLine(what + ": DivideByZeroException: " + e.Message);
        } catch (InvalidCastException) {
            Console.WriteLine(what + ": InvalidCastException");
        }
    }

    static void Main()
    {
        List<int> empty = new List<int>();
        List<int> nums = new List<int> { 4, 8, 15, 16, 23, 42 };
        List<int> nullList = null;
        Func<int, bool> nullPred = null;

        Try("First()", () => empty.First());
        Try("First(p)", () => nums.First(x => x > 100));
        Try("Last()", () => empty.Last());
        Try("Last(p)", () => nums.Last(x => x < 0));
        Try("Single()", () => nums.Single());
        Try("Single() empty", () => empty.Single());
        Try("Single(p)", () => nums.Single(x => x % 2 == 0));
        Try("Single(p) none", () => nums.Single(x => x > 100));
        Try("SingleOrDefault()", () => nums.SingleOrDefault());
        Try("Min()", () => empty.Min());
        Try("Max()", () => empty.Max());
        Try("Average()", () => empty.Average());
        Try("Max(sel)", () => empty.Max(x => x * 2.0));
        Try("Aggregate", () => empty.Aggregate((a, b) => a + b));
        Try("ElementAt", () => nums.ElementAt(6));
        Try("ElementAt(-1)", () => nums.ElementAt(-1));
        Try("Sum() empty", () => empty.Sum());
        Try("FirstOrDefault()", () => empty.FirstOrDefault());

        Try("Where(null)", () => nullList.Where(x => x > 0));
        Try("Where(, null)", () => nums.Where(nullPred));
        Try("Select(null)", () => nullList.Select(x => x));
        Try("Count(null)", () => nullList.Count());
        Try("Any(, null)", () => nums.Any(nullPred));
        Try("OrderBy(null)", () => nullList.OrderBy(x => x));
        Try("Concat(, null)", () => nums.Concat(null));
        Try("Zip(, null)", () => nums.Zip(nullList, (a, b) => a + b));
        Try("Range(0, -1)", () => Enumerable.Range(0, -1));
        Try("Repeat(x, -1)", () => Enumerable.Repeat(1, -1));
        Try("ToDictionary dup", () => nums.ToDictionary(x => x % 2));

        // deferred: the selector runs (and throws) only when the query is enumerated
        IEnumerable<int> q = nums.Select(x => 100 / (x - 15));
        Console.WriteLine("query built");
        Try("enumerate", () => q.Sum());
        Try("cast", () => new List<object> { 1, "two" }.Cast<int>().Sum());

        int n = 0;
        foreach (int x in nums.Where(x => x > 10)) {
            n += x;
            if (x == 16)
                break;
        }
        Console.WriteLine("sum before break " + n);
        Console.WriteLine(empty.First());
    }
}
