// generic source
// Debug.cs - System.Diagnostics.Debug: not generic, but kept as source (the
// line above, docs/generics.md) so that calls see its attributes. Every
// member is [Conditional("DEBUG")] (docs/language.md), so a program built as .NET 8 builds a release, with
// DEBUG undefined, drops the calls and their arguments. A program that
// #defines DEBUG keeps them, and the frontend reports a kept call of a
// corelib [Conditional] method as unsupported (bind_expr.c): what .NET does
// then (trace listeners, a failed assertion's fail-fast) is not here, so
// the bodies are never run.
namespace System.Diagnostics
{
    public static class Debug
    {
        [Conditional("DEBUG")]
        public static void Assert(bool condition)
        {
        }

        [Conditional("DEBUG")]
        public static void Assert(bool condition, string message)
        {
        }

        [Conditional("DEBUG")]
        public static void Assert(bool condition, string message, string detailMessage)
        {
        }

        [Conditional("DEBUG")]
        public static void Fail(string message)
        {
        }

        [Conditional("DEBUG")]
        public static void Write(string message)
        {
        }

        [Conditional("DEBUG")]
        public static void Write(object value)
        {
        }

        [Conditional("DEBUG")]
        public static void WriteLine(string message)
        {
        }

        [Conditional("DEBUG")]
        public static void WriteLine(object value)
        {
        }

        [Conditional("DEBUG")]
        public static void WriteLine(string format, params object[] args)
        {
        }

        [Conditional("DEBUG")]
        public static void WriteIf(bool condition, string message)
        {
        }

        [Conditional("DEBUG")]
        public static void WriteLineIf(bool condition, string message)
        {
        }

        [Conditional("DEBUG")]
        public static void Print(string message)
        {
        }

        [Conditional("DEBUG")]
        public static void Indent()
        {
        }

        [Conditional("DEBUG")]
        public static void Unindent()
        {
        }
    }
}
