// mono: skip
// Constant interpolated strings (C# 10): every hole a constant string, no
// alignment or format; in const fields and locals, switch patterns, nameof.
using System;
class P {
    const string Version = "10.0";
    const string Name = "Kiln";
    const string Greeting = $"Hello from {Name} {Version}!";
    const string Nested = $"[{Greeting}] {{braces}} {nameof(Main)}";
    static string Label(string s) => s switch { $"{Name}-x" => "matched", _ => "no" };
    static void Main() {
        const string local = $"{Version}.1";
        Console.WriteLine(Greeting);
        Console.WriteLine(Nested);
        Console.WriteLine(local);
        Console.WriteLine(Label("Kiln-x") + " " + Label("y"));
        Console.WriteLine(ReferenceEquals(Greeting, "Hello from Kiln 10.0!"));
    }
}
