// Conditional compilation: #define/#undef before the first token, #if with
// every operator, #elif chains, nested groups, skipped sections that are not
// C#, and the directives that are accepted and ignored (#region, #pragma,
// #warning in a skipped section).
#define LOGGING
#define VERBOSE
#undef VERBOSE
#define LEVEL2
using System;

#region Program
class Preprocessor
{
#if LOGGING
    static void Log(string s) { Console.WriteLine("log: " + s); }
#else
    static void Log(string s) { }
#endif

    static int Level()
    {
#if LEVEL3
        return 3;
#elif LEVEL2 && !LEVEL3
        return 2;
#elif LEVEL1
        return 1;
#else
        return 0;
#endif
    }

    static void Main()
    {
        Log("start");
#if VERBOSE
        Console.WriteLine("verbose");
#endif
#if (LOGGING == true) && (VERBOSE != true) || NOTHING
        Console.WriteLine("logging, not verbose");
#endif
        Console.WriteLine("level " + Level());
#if DEBUG
        Console.WriteLine("debug build");
#endif
#if false
        #warning never reached
        This section " is not C#: /* it is not even lexed
  #if true
        Console.WriteLine("inside a skipped section");
  #endif
#elif !LOGGING
        Console.WriteLine("no logging");
#else
  #if LEVEL2
        Console.WriteLine("nested: level 2");
  #else
        Console.WriteLine("nested: other level");
  #endif
#endif
#pragma warning disable 219
        int unused = 1;
#pragma warning restore 219
        Log("end"); // a comment after code, then a directive
        #if true // indented, with a comment
        Console.WriteLine("indented directive");
        #endif
    }
}
#endregion
