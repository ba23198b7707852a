// mono: skip
// A filter that throws counts as false, and what it threw is swallowed
// (.NET; Mono 6.8 lets the filter's exception escape instead, so this
// program's expected output is .NET's, written by hand). Also a filter in
// a local function (which Mono's mcs cannot compile).
using System;

class FilterThrows
{
    static bool Throws(string what)
    {
        Console.WriteLine("filter " + what + " throws");
        throw new InvalidOperationException("from the filter");
    }

    static bool Log(string what, bool result)
    {
        Console.WriteLine("filter " + what + " -> " + result);
        return result;
    }

    static void Main()
    {
        try {
            try {
                try {
                    throw new ArgumentException("y");
                } finally {
                    Console.WriteLine("finally, after both filters");
                }
            } catch (ArgumentException) when (Throws("first")) {
                Console.WriteLine("wrong: first");
            } catch (ArgumentException e) when (Log("second sees " + e.Message, true)) {
                Console.WriteLine("caught by second");
            }
        } catch (InvalidOperationException) {
            Console.WriteLine("wrong: the filter's exception escaped");
        }
        int hits = 0;
        string Guard(int code)
        {
            try {
                throw new ArgumentOutOfRangeException("code", code, "local");
            } catch (ArgumentOutOfRangeException e) when (++hits > 0 && (int)e.ActualValue == 7) {
                return "seven";
            } catch (ArgumentOutOfRangeException) {
                return "other";
            }
        }
        Console.WriteLine(Guard(7) + " " + Guard(8) + " hits " + hits);
    }
}
