// Composite formatting with string and object arguments: string.Format (1,
// 2, 3 arguments and an array), Console.Write/WriteLine(format, ...) and
// StringBuilder.AppendFormat share one implementation: indexes in any order
// and repeated, alignment right and left (with spaces around the parts),
// "{{" and "}}", null arguments as "", objects by their ToString().
using System;

class Point
{
    public int X, Y;
    public Point(int x, int y) { X = x; Y = y; }
    public override string ToString() { return "(" + X + ", " + Y + ")"; }
}

class Nothing
{
    public override string ToString() { return null; }
}

class CompositeFormat
{
    static void Main()
    {
        Console.WriteLine(string.Format("Hello, {0}!", "world"));
        Console.WriteLine(string.Format("{1} before {0}", "zero", "one"));
        Console.WriteLine(string.Format("{0}{0}{0} {2}{1}", "a", "b", "c"));
        Console.WriteLine(string.Format("[{0,8}] [{0,-8}] [{0,2}]", "abc"));
        Console.WriteLine(string.Format("[{0, 6}] [{0 , -6 }] [{0,0}]", "xy"));
        Console.WriteLine(string.Format("{{{0}}} {{}} }}{{", "braced"));
        Console.WriteLine(string.Format("[{0}] [{1,5}]", null, null));
        Console.WriteLine(string.Format("{0} and {1}", new Point(1, 2), new Point(-3, 4)));
        Console.WriteLine(string.Format("[{0}] [{0,4}]", new Nothing()));
        Console.WriteLine(string.Format("{0:anything} ignores a format", "text"));
        Console.WriteLine(string.Format("", "unused"));
        object[] args = { "p", "q", "r", "s", "t" };
        Console.WriteLine(string.Format("{4}{3}{2}{1}{0} {0,-3}|{4,3}", args));
        Console.WriteLine("Console {0} and {1}", "two", "args");
        Console.WriteLine("Console {0}, {1}, {2}", "three", "args", "here");
        Console.WriteLine("Console {0,-6}|", "one");
        Console.WriteLine("Console array {0}{1}{2}{3}", args);
        Console.Write("Write {0} ", "a");
        Console.Write("{0}{1} ", "b", "c");
        Console.Write("{0}{1}{2} ", "d", "e", "f");
        Console.Write("{0}{1}{2}{3}\n", args);
        System.Text.StringBuilder sb = new System.Text.StringBuilder();
        sb.AppendFormat("{0}|", "one").AppendFormat("{0,3}{1,-3}|", "a", "b");
        sb.AppendFormat("{2}{1}{0}|", "x", "y", "z").AppendFormat("{0}{4}", args);
        Console.WriteLine(sb.ToString());
        string wide = string.Format("{0,30}", "right");
        Console.WriteLine(wide.Length + " " + wide);
        Console.WriteLine(string.Format("{0,-30}|", "left"));
    }
}
