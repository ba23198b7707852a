// Console.cs - System.Console. Every overload turns its argument into a
// string and makes one native call, so a line written by one thread is
// never split by another; the buffer lives in runtime/natives_console.c.
using System.Runtime.CompilerServices;

namespace System
{
    public static class Console
    {
        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern void WriteLine();

        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern void WriteLine(string value);

        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern void Write(string value);

        public static void WriteLine(object value)
        {
            WriteLine(value == null ? "" : value.ToString());
        }

        // .NET writes the characters (nothing for null), not the array's type name.
        public static void WriteLine(char[] buffer)
        {
            WriteLine(buffer == null ? "" : string.FromChars(buffer, 0, buffer.Length));
        }

        public static void Write(char[] buffer)
        {
            if (buffer != null)
                Write(string.FromChars(buffer, 0, buffer.Length));
        }

        public static void WriteLine(bool value)
        {
            WriteLine(value ? "True" : "False");
        }

        public static void WriteLine(char value)
        {
            WriteLine(value.ToString());
        }

        public static void WriteLine(int value)
        {
            WriteLine(value.ToString());
        }

        public static void WriteLine(uint value)
        {
            WriteLine(value.ToString());
        }

        public static void WriteLine(long value)
        {
            WriteLine(value.ToString());
        }

        public static void WriteLine(ulong value)
        {
            WriteLine(value.ToString());
        }

        public static void WriteLine(double value)
        {
            WriteLine(value.ToString());
        }

        public static void WriteLine(float value)
        {
            WriteLine(value.ToString());
        }

        public static void Write(object value)
        {
            Write(value == null ? "" : value.ToString());
        }

        public static void Write(bool value)
        {
            Write(value ? "True" : "False");
        }

        public static void Write(char value)
        {
            Write(value.ToString());
        }

        public static void Write(int value)
        {
            Write(value.ToString());
        }

        public static void Write(uint value)
        {
            Write(value.ToString());
        }

        public static void Write(long value)
        {
            Write(value.ToString());
        }

        public static void Write(ulong value)
        {
            Write(value.ToString());
        }

        public static void Write(double value)
        {
            Write(value.ToString());
        }

        public static void Write(float value)
        {
            Write(value.ToString());
        }

        // Composite formatting (CompositeFormatter.cs); each call writes its
        // whole result with one native call.
        public static void WriteLine(string format, object arg0)
        {
            WriteLine(string.Format(format, arg0));
        }

        public static void WriteLine(string format, object arg0, object arg1)
        {
            WriteLine(string.Format(format, arg0, arg1));
        }

        public static void WriteLine(string format, object arg0, object arg1, object arg2)
        {
            WriteLine(string.Format(format, arg0, arg1, arg2));
        }

        public static void WriteLine(string format, params object[] arg)
        {
            if (arg == null)
                throw new ArgumentNullException(format == null ? "format" : "args");
            WriteLine(string.Format(format, arg));
        }

        public static void Write(string format, object arg0)
        {
            Write(string.Format(format, arg0));
        }

        public static void Write(string format, object arg0, object arg1)
        {
            Write(string.Format(format, arg0, arg1));
        }

        public static void Write(string format, object arg0, object arg1, object arg2)
        {
            Write(string.Format(format, arg0, arg1, arg2));
        }

        public static void Write(string format, params object[] arg)
        {
            if (arg == null)
                throw new ArgumentNullException(format == null ? "format" : "args");
            Write(string.Format(format, arg));
        }

        private static System.IO.TextWriter s_out;
        private static System.IO.TextWriter s_error;

        // Made at first use (a static initializer would make every Console
        // call check the class's initialization).
        public static System.IO.TextWriter Out
        {
            get
            {
                if (s_out == null)
                    s_out = new System.IO.ConsoleWriter(false);
                return s_out;
            }
        }

        public static System.IO.TextWriter Error
        {
            get
            {
                if (s_error == null)
                    s_error = new System.IO.ConsoleWriter(true);
                return s_error;
            }
        }

        // The next line of standard input without its end ("\n", "\r\n" or
        // "\r"), null at the end of input.
        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern string ReadLine();

        // The next UTF-16 code unit of standard input, -1 at the end.
        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern int Read();

        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern void InternalErrorWrite(string value);

        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern void InternalErrorWriteLine(string value);

        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern void InternalFlush();
    }
}
