#define DEMO
// Attribute names are looked up as C# looks up types: through the usings
// in scope, qualified, with or without the "Attribute" suffix.
using System;
using System.Runtime.CompilerServices;
using Diag = System.Diagnostics;

[FlagsAttribute]
enum Color { Red = 1, Green = 2, Blue = 4 }

[System.Flags]
enum Mode { Read = 1, Write = 2 }

namespace Tools
{
    using System.Diagnostics;

    static class Log
    {
        [Conditional("KILN_NEVER")]
        public static void Never(string m) { Console.WriteLine("never " + m); }

        [Diag.ConditionalAttribute("DEMO")]
        public static void Demo(string m) { Console.WriteLine("demo " + m); }
    }
}

class P
{
    static string Who([CallerMemberName] string name = "") { return name; }

    static int Line([System.Runtime.CompilerServices.CallerLineNumberAttribute] int line = 0) { return line; }

    static void Main()
    {
        Console.WriteLine(Color.Red | Color.Blue);
        Console.WriteLine(Mode.Read | Mode.Write);
        Tools.Log.Never("x");
        Tools.Log.Demo("y");
        Console.WriteLine(Who());
        Console.WriteLine(Line());
    }
}
