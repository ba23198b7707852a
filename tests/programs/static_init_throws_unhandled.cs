// exit: 134
// stderr: Unhandled exception. System.TypeInitializationException: The type initializer for 'Config' threw an exception.
// stderr: ---> System.InvalidOperationException: no config
// stderr: at Config.Load() in {{DIR}}/static_init_throws_unhandled.cs:line 21
// stderr: at Config..cctor() in {{DIR}}/static_init_throws_unhandled.cs:line 17
// stderr: --- End of inner exception stack trace ---
// stderr: at StaticInitUnhandled.Read() in {{DIR}}/static_init_throws_unhandled.cs:line 27
// A TypeInitializationException nobody catches is reported as .NET 5+ prints
// Exception.ToString(): the wrapper's line, the inner exception on the next
// line after " ---> " with its own trace (down to the initializer), the end
// marker, then the trace of the access. Mono prints " ---> " on the same
// line, and its exit status differs; the Mono test only checks the failure.
using System;

class Config
{
    public static int Value = Load();

    static int Load()
    {
        throw new InvalidOperationException("no config");
    }
}

class StaticInitUnhandled
{
    static int Read() { return Config.Value; }

    static void Main()
    {
        Console.WriteLine("before");
        Console.WriteLine(Read());
        Console.WriteLine("after");
    }
}
