// Console.ReadLine and Console.Read over redirected input (console_input.stdin):
// "\r\n", "\n" and "\r" end lines, UTF-8 is decoded (an invalid byte is
// U+FFFD, a character outside the BMP is two surrogates), the last line
// needs no newline, and both return null / -1 at the end of input.
// Console.Out and Console.Error are TextWriters.
using System;

class ConsoleInput
{
    static void Main()
    {
        Console.Write("prompt: ");
        string first = Console.ReadLine();
        Console.WriteLine("[" + first + "]");
        int c1 = Console.Read();
        int c2 = Console.Read();
        Console.WriteLine(c1 + " " + c2 + " [" + Console.ReadLine() + "]");
        Console.WriteLine("[" + Console.ReadLine() + "]");
        string u = Console.ReadLine();
        Console.WriteLine(u.Length + " " + ((int)u[u.Length - 2]).ToString("X") + " " + ((int)u[u.Length - 1]).ToString("X") + " " + ((int)u[11]).ToString("X"));
        string bad = Console.ReadLine();
        Console.WriteLine(bad.Length + " " + ((int)bad[4]).ToString("X"));
        Console.WriteLine("[" + Console.ReadLine() + "]");
        int n = int.Parse(Console.ReadLine());
        double d = double.Parse(Console.ReadLine());
        Console.WriteLine(n * 2 + " " + d * 2);
        string last = Console.ReadLine();
        Console.WriteLine("[" + last + "]");
        Console.WriteLine((Console.ReadLine() == null) + " " + Console.Read() + " " + (Console.ReadLine() == null));
        Console.Out.WriteLine("via Out");
        Console.Out.Write("Out {0} ", "formatted");
        Console.Out.Write(42);
        Console.Out.Write('!');
        Console.Out.WriteLine();
        Console.Out.Flush();
        Console.Error.WriteLine("to standard error");
        Console.Error.Write("partial ");
        Console.Error.WriteLine("{0}+{1}", "a", "b");
        Console.Error.Flush();
        System.IO.TextWriter w = Console.Out;
        w.WriteLine(1.5);
        w.WriteLine(true);
        w.WriteLine(new char[] { 'o', 'k' });
        Console.WriteLine(Console.Out == w);
    }
}
