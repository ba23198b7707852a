// String.cs - System.String: immutable UTF-16 text. The layout (length at
// +8, code units from +12) is the runtime's; every operation over the
// characters is a native in runtime/natives_string.c.
using System.Runtime.CompilerServices;

namespace System
{
    public sealed class String
    {
        public int Length
        {
            get { return InternalLength(this); }
        }

        public char this[int index]
        {
            get { return InternalGetChar(this, index); }
        }

        public override bool Equals(object obj)
        {
            return Equals(this, obj as string);
        }

        public bool Equals(string value)
        {
            return Equals(this, value);
        }

        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern bool Equals(string a, string b);

        public override int GetHashCode()
        {
            return InternalHash(this);
        }

        public override string ToString()
        {
            return this;
        }

        public string Substring(int startIndex)
        {
            return InternalSubstring(this, startIndex);
        }

        public string Substring(int startIndex, int length)
        {
            return InternalSubstring(this, startIndex, length);
        }

        public int IndexOf(char value)
        {
            return InternalIndexOf(this, value);
        }

        public bool Contains(string value)
        {
            return InternalContains(this, value);
        }

        public bool StartsWith(string value)
        {
            return InternalStartsWith(this, value);
        }

        public static string Format(string format, object arg0)
        {
            object[] args = new object[1];
            args[0] = arg0;
            return CompositeFormatter.Format(format, args);
        }

        public static string Format(string format, object arg0, object arg1)
        {
            object[] args = new object[2];
            args[0] = arg0;
            args[1] = arg1;
            return CompositeFormatter.Format(format, args);
        }

        public static string Format(string format, object arg0, object arg1, object arg2)
        {
            object[] args = new object[3];
            args[0] = arg0;
            args[1] = arg1;
            args[2] = arg2;
            return CompositeFormatter.Format(format, args);
        }

        public static string Format(string format, object[] args)
        {
            if (args == null)
                throw new ArgumentNullException(format == null ? "format" : "args");
            return CompositeFormatter.Format(format, args);
        }

        public char[] ToCharArray()
        {
            char[] a = new char[Length];
            InternalCopyTo(this, 0, a, 0, a.Length);
            return a;
        }

        public static bool IsNullOrEmpty(string value)
        {
            return value == null || value.Length == 0;
        }

        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern string Concat(string str0, string str1);

        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern string Concat(string str0, string str1, string str2);

        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern string Concat(string str0, string str1, string str2, string str3);

        // .NET's object overloads: each argument's ToString(), null (or a
        // null ToString()) giving "".
        public static string Concat(object arg0)
        {
            return Text(arg0);
        }

        public static string Concat(object arg0, object arg1)
        {
            return Concat(Text(arg0), Text(arg1));
        }

        public static string Concat(object arg0, object arg1, object arg2)
        {
            return Concat(Text(arg0), Text(arg1), Text(arg2));
        }

        private static string Text(object o)
        {
            if (o == null)
                return "";
            string s = o.ToString();
            return s == null ? "" : s;
        }

        // The characters of value[start .. start + count) as a string, built
        // by halves: O(n log n) copying and log n deep, with only Concat.
        internal static string FromChars(char[] value, int start, int count)
        {
            if (count <= 0)
                return "";
            if (count == 1)
                return value[start].ToString();
            int half = count / 2;
            return Concat(FromChars(value, start, half), FromChars(value, start + half, count - half));
        }

        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern string InternalFromChars(char[] value, int startIndex, int length);

        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern void InternalCopyTo(string s, int sourceIndex, char[] destination, int destinationIndex, int count);

        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern int InternalLength(string s);

        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern char InternalGetChar(string s, int index);

        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern int InternalHash(string s);

        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern string InternalSubstring(string s, int startIndex);

        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern string InternalSubstring(string s, int startIndex, int length);

        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern int InternalIndexOf(string s, char value);

        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern bool InternalContains(string s, string value);

        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern bool InternalStartsWith(string s, string value);
    }
}
