// exit: 134
// stderr: Unhandled exception. Fatal: user exception
// stderr: at UnhandledCustom.Main() in {{DIR}}/unhandled_custom.cs:line 18
// An unhandled user exception: its type name (no namespace) and message.
using System;

class Fatal : Exception
{
    public Fatal(string m) : base(m) { }
}

class UnhandledCustom
{
    static void Main()
    {
        try { throw new Fatal("caught first"); }
        catch (Fatal e) { Console.WriteLine(e.Message); }
        throw new Fatal("user exception");
    }
}
