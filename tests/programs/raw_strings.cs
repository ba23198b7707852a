// mono: skip
// Raw string literals (C# 11): single-line, multi-line with the closing
// line's indentation removed from each line, blank lines, more quotes than
// the text holds, no escapes. (Mono 6.8 has none: the expected output
// follows the C# 11 specification.)
using System;
class P { static void Main() {
    string a = """single "quoted" line""";
    string b = """
        first line
          indented "x"

        after blank
        """;
    string c = """"
        has """ inside
        """";
    Console.WriteLine(a);
    Console.WriteLine("[" + b + "]");
    Console.WriteLine(c);
    Console.WriteLine(b.Split('\n').Length);
    Console.WriteLine("""a\nb""");
} }
