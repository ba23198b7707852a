// goto, labels, goto case and goto default: a backward goto as a loop, a
// forward goto out of nested loops, out of try blocks (each finally runs,
// innermost first) and out of a lock (released), a label reached only by
// a later goto, goto case to a later and an earlier section (int, string
// and null cases, enum values), goto default, and labels in switch
// sections and nested blocks.
using System;
using System.Threading;

class P
{
    enum Dir { North, East, South, West }

    static int Classify(int n)
    {
        switch (n) {
            case 0: Console.Write("zero "); goto case 1;
            case 1: Console.Write("small "); goto default;
            case 5: goto case 0;
            case 7: { int k = n * 2; if (k > 10) goto case 1; break; }
            default: Console.Write("done "); break;
        }
        return n;
    }

    static string Name(string s)
    {
        switch (s) {
            case "a": goto case "b";
            case "b": return "ab";
            case null: goto default;
            default: return "other";
        }
    }

    static Dir Turn(Dir d, int times)
    {
        switch (d) {
            case Dir.North: if (times-- > 0) goto case Dir.East; break;
            case Dir.East: d = Dir.East; if (times-- > 0) goto case Dir.South; break;
            case Dir.South: d = Dir.South; if (times-- > 0) goto case Dir.West; break;
            case Dir.West: d = Dir.West; break;
        }
        return d;
    }

    static int Search(int[][] rows, int want)
    {
        int found = -1;
        for (int r = 0; r < rows.Length; r++)
            foreach (int v in rows[r])
                if (v == want) {
                    found = r;
                    goto done;
                }
        Console.WriteLine("not found: " + want);
    done:
        return found;
    }

    static object gate = new object();

    static void Main()
    {
        int i = 0;
    top:
        if (i < 3) {
            Console.Write(i + " ");
            i++;
            goto top;
        }
        Console.WriteLine();

        int[][] rows = { new[] { 1, 2 }, new[] { 3, 4, 5 } };
        Console.WriteLine(Search(rows, 4) + " " + Search(rows, 9));

        try {
            try { goto out1; }
            finally { Console.WriteLine("finally 1"); }
        }
        finally { Console.WriteLine("finally 2"); }
    out1:
        Console.WriteLine("out");

        Console.WriteLine(Classify(0));
        Console.WriteLine(Classify(5));
        Console.WriteLine(Classify(7));
        Console.WriteLine(Classify(9));
        Console.WriteLine(Name("a") + " " + Name(null) + " " + Name("z"));
        Console.WriteLine(Turn(Dir.North, 2) + " " + Turn(Dir.East, 0) + " " + Turn(Dir.North, 9));

        int steps = 0;
        goto second;
    first:
        Console.WriteLine("first after " + steps);
        goto end;
    second:
        steps = 2;
        goto first;
    end:
        int n = 0;
    again:
        n++;
        if (n < 1000)
            goto again;
        Console.WriteLine(n);

        lock (gate) {
            goto unlocked;
        }
    unlocked:
        Console.WriteLine(Monitor.IsEntered(gate));

        for (int k = 0; k < 3; k++) {
            switch (k) {
                case 1:
                retry:
                    Console.Write("one ");
                    if (steps-- > 0)
                        goto retry;
                    break;
                default:
                    Console.Write(k + " ");
                    break;
            }
        }
        Console.WriteLine();
        {
            int depth = 0;
        deeper:
            depth++;
            { if (depth < 4) goto deeper; }
            Console.WriteLine("depth " + depth);
        }
    }
}
