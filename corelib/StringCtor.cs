// StringCtor.cs - the bodies of C#'s `new string(...)`: the frontend binds
// `new string(args)` by overload resolution over Create and calls it
// (String has no instance constructor: a string's size depends on the
// arguments). The class is internal, so user code cannot name it; the
// methods are public because the program's module calls them (the typed
// verifier checks a member's access, not its class's).
namespace System
{
    internal static class StringCtor
    {
        public static string Create(char[] value)
        {
            return String.Ctor(value);
        }

        public static string Create(char[] value, int startIndex, int length)
        {
            return String.Ctor(value, startIndex, length);
        }

        public static string Create(char c, int count)
        {
            return String.Ctor(c, count);
        }
    }
}
