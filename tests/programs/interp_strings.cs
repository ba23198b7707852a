// Interpolated strings: expressions of every type, nested calls, braces
// escaped as {{ }}, and verbatim-free escapes inside.
using System;

class InterpStrings
{
    static int Twice(int x) => 2 * x;

    static void Main()
    {
        int x = 5;
        string name = "kiln";
        Console.WriteLine($"x = {x}, name = {name}");
        Console.WriteLine($"sum {x + 3} twice {Twice(x)} cond {(x > 3 ? "big" : "small")}");
        Console.WriteLine($"{{braces}} {x}");
        Console.WriteLine($"bool {x == 5} char {'c'} long {1L << 40} double {0.5}");
        string n = null;
        Console.WriteLine($"null [{n}]");
        Console.WriteLine($"");
        Console.WriteLine($"no holes");
        Console.WriteLine($"tab\t{name.Length}\"q\"");
        Console.WriteLine($"{x}{x}{x}");
    }
}
