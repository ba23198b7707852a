// args: 2000 --check
// mono: skip-output
// The formatting benchmark of issue 15: numbers to text the ways programs
// do it - StringBuilder appends of ints and doubles (shortest round-trip
// digits), ToString with standard formats (F2, N0, X8, E3, P1) and a custom
// one, composite formatting with alignment (string arguments until
// primitives box), PadLeft and string.Join - rebuilt N times.
// (Mono 6.8 prints doubles with 15 digits, so its text differs.)
// Usage: formatting [N] [--check]. Prints the total length of the text and
// a checksum of its characters (every repetition builds the same text),
// then `Format_Total VALUE ms`; with --check the timing line is replaced by
// `Format_Total ok` so the output is deterministic.
using System;
using System.Diagnostics;
using System.Text;

class Formatting
{
    static string Row(int i, StringBuilder sb)
    {
        sb.Clear();
        double x = i * 1.1;
        double y = i / 7.0;
        sb.Append(i).Append(' ').Append(x).Append(' ').Append(y * 1e-3);
        sb.Append(' ').Append(x.ToString("F2")).Append(' ').Append((i * 1000L).ToString("N0"));
        sb.Append(' ').Append(i.ToString("X8")).Append(' ').Append(y.ToString("E3")).Append(' ').Append((y / 100).ToString("P1"));
        sb.Append(' ').Append(x.ToString("#,##0.0#")).Append(' ');
        sb.AppendFormat("[{0,6}|{1,-6}]", (i % 97).ToString(), (i % 13).ToString("D3"));
        sb.Append(i.ToString().PadLeft(8, '.'));
        return sb.ToString();
    }

    static void Main(string[] args)
    {
        int n = args.Length > 0 ? int.Parse(args[0]) : 100000;
        bool check = args.Length > 1 && args[1] == "--check";
        Stopwatch sw = Stopwatch.StartNew();
        StringBuilder sb = new StringBuilder();
        string[] parts = new string[4];
        long total = 0;
        long sum = 0;
        for (int i = 0; i < n; i++)
        {
            parts[i % 4] = Row(i, sb);
            if (i % 4 == 3)
            {
                string line = string.Join(" ; ", parts);
                total += line.Length;
                for (int k = 0; k < line.Length; k += 7)
                    sum = sum * 31 + line[k];
            }
        }
        long ms = sw.ElapsedMilliseconds;
        Console.WriteLine("length " + total + " checksum " + sum.ToString("X16"));
        Console.WriteLine(check ? "Format_Total ok" : "Format_Total " + ms + " ms");
    }
}
