// exit: 134
// stderr: Unhandled exception. System.InvalidOperationException: no filter takes this
// stderr: at FilterUnhandled.Throw() in {{DIR}}/exception_filter_unhandled.cs:line 17
// stderr: at FilterUnhandled.Main() in {{DIR}}/exception_filter_unhandled.cs:line 29
// mono: skip-output
// An exception that every filter refuses is unhandled: the filters run
// (first pass, innermost first), then the report, and no finally block
// runs at all (.NET's two passes; Mono 6.8 runs them: its output differs).
using System;

class FilterUnhandled
{
    static void Throw()
    {
        try {
            Console.WriteLine("throwing");
            throw new InvalidOperationException("no filter takes this");
        } catch (InvalidOperationException e) when (Refuse("inner", e)) {
            Console.WriteLine("wrong: inner");
        } finally {
            Console.WriteLine("wrong: a finally ran");
        }
    }

    static void Main()
    {
        try {
            try {
                Throw();
            } finally {
                Console.WriteLine("wrong: an outer finally ran");
            }
        } catch (Exception e) when (Refuse("outer", e)) {
            Console.WriteLine("wrong: outer");
        }
    }

    static bool Refuse(string where, Exception e)
    {
        Console.WriteLine("filter " + where + " refuses " + e.Message);
        return false;
    }
}
