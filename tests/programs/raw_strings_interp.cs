// mono: skip
// Interpolated raw string literals (C# 11): $"""...""" single-line and
// multi-line (the closing line's indentation removed), holes with format
// and alignment, and $$"""...""" where single braces are text and a hole
// takes two. (Mono 6.8 has none: the expected output follows .NET 8.)
using System;

class Program
{
    static void Main()
    {
        int x = 42;
        string name = "kiln";
        Console.WriteLine($"""single "{name}" line {x}""");
        Console.WriteLine($"""
            Name: "{name}"
              Value: {x,5}|{x:X4}
            Sum: {x + 1} {(x > 40 ? "big" : "small")}
            """);
        string json = $$"""
            {
              "name": "{{name}}",
              "items": [{{string.Join(", ", new[] { 1, 2, 3 })}}],
              "braces": "{}"
            }
            """;
        Console.WriteLine(json);
        Console.WriteLine($$"""{{{x}}}""");
        Console.WriteLine($$$"""{{ {{{x * 2}}} }}""");
        Console.WriteLine($"""{"nested " + $"{x}"}""".Length);
    }
}
