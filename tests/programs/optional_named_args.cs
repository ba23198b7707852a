// Optional parameters (constants of every kind, null, enum members, const
// fields) and named arguments: in any order, after positional ones, on
// methods and constructors; overloads prefer the candidate that needs no
// default; arguments are evaluated in source order.
using System;

enum Mode { Fast, Safe }

class Conn
{
    public const int DefaultPort = 8080;
    public string Desc;
    public Conn(string host, int port = DefaultPort, Mode mode = Mode.Safe, string user = null)
    {
        Desc = host + ":" + port + " " + mode.ToString() + " " + (user ?? "anonymous");
    }
}

class Program
{
    static string Fmt(string name, int width = 8, char pad = '.', bool right = false, double scale = 1.5,
                      long big = 1L << 40, uint u = 3u)
    {
        string s = name;
        while (s.Length < width)
            s = right ? pad + s : s + pad;
        return s + " " + scale + " " + big + " " + u;
    }

    static string Which(int x) { return "required only"; }
    static string Which(int x, int y = 5) { return "with default " + y; }

    static int trace;
    static int Next(int v) { trace = trace * 10 + v; return v; }

    static void Main()
    {
        Console.WriteLine(Fmt("a"));
        Console.WriteLine(Fmt("b", 4));
        Console.WriteLine(Fmt("c", 5, '*'));
        Console.WriteLine(Fmt("d", right: true));
        Console.WriteLine(Fmt(pad: '-', name: "e", width: 6));
        Console.WriteLine(Fmt("f", scale: 0.25, u: 9));
        Console.WriteLine(Which(1));
        Console.WriteLine(Which(1, 2));
        Console.WriteLine(Which(x: 1, y: 3));
        Console.WriteLine(new Conn("h").Desc);
        Console.WriteLine(new Conn("h", 1).Desc);
        Console.WriteLine(new Conn("h", mode: Mode.Fast).Desc);
        Console.WriteLine(new Conn(user: "root", host: "db").Desc);
        Console.WriteLine(Fmt(Next(1) == 1 ? "g" : "?", width: Next(2) + 4));
        Console.WriteLine(trace);
    }
}
