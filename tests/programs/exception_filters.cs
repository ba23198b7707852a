// Exception filters (`catch (E e) when (cond)`, `catch when (cond)`), as
// .NET runs them: in the first pass, while the stack is intact, so before
// any finally between the throw and the handler; innermost first; a false
// filter lets the search go on; a filter reads and writes the enclosing
// method's locals; a rethrown exception is filtered again; filters in
// iterators, lambdas and anonymous methods, and inside a filter.
// (A throwing filter: exception_filter_throws.cs.)
using System;
using System.Collections.Generic;

class FilterError : Exception
{
    public int Code;
    public FilterError(string m, int code) : base(m) { Code = code; }
}

class Filters
{
    static int seen;

    static bool Log(string what, bool result)
    {
        Console.WriteLine("  filter " + what + " -> " + result);
        seen++;
        return result;
    }

    static void Deep(int n, string msg)
    {
        try {
            if (n == 0)
                throw new FilterError(msg, 42);
            Deep(n - 1, msg);
        } finally {
            Console.WriteLine("  finally depth " + n);
        }
    }

    static void OrderAcrossFrames()
    {
        Console.WriteLine("order across frames:");
        try {
            Deep(2, "deep");
        } catch (FilterError e) when (Log("code " + e.Code, true)) {
            Console.WriteLine("  caught " + e.Message);
        }
    }

    static void InnermostFirst()
    {
        Console.WriteLine("innermost first:");
        try {
            try {
                try {
                    throw new FilterError("x", 1);
                } catch (FilterError) when (Log("inner", false)) {
                    Console.WriteLine("  wrong: inner");
                } finally {
                    Console.WriteLine("  inner finally");
                }
            } catch (Exception) when (Log("middle", false)) {
                Console.WriteLine("  wrong: middle");
            } finally {
                Console.WriteLine("  middle finally");
            }
        } catch (FilterError e) when (Log("outer " + e.Message, true)) {
            Console.WriteLine("  caught by outer");
        }
    }

    static void Locals()
    {
        Console.WriteLine("locals:");
        int tries = 0;
        string last = null;
        for (int i = 0; i < 3; i++) {
            try {
                throw new FilterError("round " + i, i);
            } catch (FilterError e) when ((last = e.Message) != null && ++tries > 1) {
                Console.WriteLine("  caught " + e.Message + " tries " + tries);
            } catch (FilterError e) {
                Console.WriteLine("  plain " + e.Message + " tries " + tries + " last " + last);
            }
        }
    }

    static void Rethrow()
    {
        Console.WriteLine("rethrow:");
        int rounds = 0;
        try {
            try {
                throw new FilterError("again", 3);
            } catch (FilterError e) when (Log("inner round " + ++rounds, true)) {
                Console.WriteLine("  inner caught " + e.Message + ", rethrowing");
                throw;
            }
        } catch (FilterError e) when (Log("outer round " + ++rounds, rounds == 2)) {
            Console.WriteLine("  outer caught " + e.Message + " code " + e.Code);
        }
    }

    static bool LogAndFalse(Exception e)
    {
        Console.WriteLine("  logged " + e.GetType().Name + ": " + e.Message);
        return false;
    }

    static void LogIdiom()
    {
        Console.WriteLine("log and return false:");
        try {
            try {
                int[] a = new int[1];
                a[2] = 1;
            } catch (Exception e) when (LogAndFalse(e)) {
                Console.WriteLine("  wrong");
            } finally {
                Console.WriteLine("  finally after the log");
            }
        } catch (IndexOutOfRangeException) {
            Console.WriteLine("  handled further out");
        }
    }

    static IEnumerable<int> Numbers(int bad)
    {
        for (int i = 0; i < 4; i++) {
            int v = 0;
            try {
                if (i == bad)
                    throw new FilterError("bad " + i, i);
                v = i * 10;
            } catch (FilterError e) when (e.Code % 2 == 1) {
                v = -e.Code;
            }
            yield return v;
        }
    }

    static void InIterator()
    {
        Console.WriteLine("iterator:");
        foreach (int v in Numbers(1))
            Console.WriteLine("  " + v);
        try {
            foreach (int v in Numbers(2))
                Console.WriteLine("  " + v);
        } catch (FilterError e) when (e.Code == 2) {
            Console.WriteLine("  escaped " + e.Message);
        }
    }

    static void InLambdas()
    {
        Console.WriteLine("lambda and anonymous method:");
        int limit = 5;
        Func<int, string> classify = n => {
            try {
                if (n > 2) throw new FilterError("big", n);
                return "small " + n;
            } catch (FilterError e) when (e.Code < limit) {
                return "caught " + e.Code;
            } catch (FilterError e) {
                return "too big " + e.Code;
            }
        };
        for (int n = 2; n <= 6; n += 2)
            Console.WriteLine("  " + classify(n));
        int hits = 0;
        Func<int, string> guard = delegate (int code) {
            try {
                throw new FilterError("anonymous", code);
            } catch (FilterError e) when (++hits > 0 && e.Code == 7) {
                return "seven";
            } catch (FilterError) {
                return "other";
            }
        };
        Console.WriteLine("  " + guard(7) + " " + guard(8) + " hits " + hits);
    }

    int field = 10;

    void Instance()
    {
        Console.WriteLine("instance:");
        try {
            throw new FilterError("inst", 10);
        } catch (FilterError e) when (e.Code == field) {
            field++;
            Console.WriteLine("  field matched, now " + field);
        }
    }

    static void NestedThrowInFilter()
    {
        Console.WriteLine("a filter that catches its own:");
        try {
            throw new FilterError("outer", 5);
        } catch (FilterError e) when (CatchesInside(e)) {
            Console.WriteLine("  caught " + e.Message);
        }
    }

    static bool CatchesInside(FilterError e)
    {
        try {
            throw new ArgumentException("inside");
        } catch (ArgumentException a) when (a.Message == "inside") {
            Console.WriteLine("  inside the filter: " + a.Message);
        } finally {
            Console.WriteLine("  the filter's finally");
        }
        return e.Code == 5;
    }

    static int Check(int i)
    {
        if (i == 150)
            throw new FilterError("at " + i, i);
        return i;
    }

    // A loop inside the filtered try: tiered mode moves it into compiled
    // code (OSR) after the filter was handed over by the interpreter.
    static void HotLoop()
    {
        Console.WriteLine("hot loop:");
        int sum = 0, last = -1;
        try {
            for (int i = 0; i < 400; i++) {
                sum += Check(i);
                last = i;
            }
        } catch (FilterError e) when (Log("last " + last + " sum " + sum, e.Code == last + 1)) {
            Console.WriteLine("  caught " + e.Message);
        }
    }

    static void Main()
    {
        OrderAcrossFrames();
        InnermostFirst();
        Locals();
        Rethrow();
        LogIdiom();
        InIterator();
        InLambdas();
        new Filters().Instance();
        NestedThrowInFilter();
        HotLoop();
        Console.WriteLine("filters run: " + seen);
    }
}
