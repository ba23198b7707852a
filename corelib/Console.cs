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

        // The console writes UTF-8 (Encoding.cs); setting another encoding
        // would change what .NET writes, which Kiln cannot do.
        public static System.Text.Encoding OutputEncoding
        {
            get { return System.Text.Encoding.UTF8; }
            set
            {
                if (value == null)
                    throw new ArgumentNullException("value");
                if (value.WebName != "utf-8")
                    throw new NotSupportedException("Console.OutputEncoding other than UTF-8 is not supported: Kiln's console writes UTF-8");
            }
        }

        // True when standard input (output, error) is not a terminal (a
        // file, a pipe, /dev/null).
        public static bool IsInputRedirected
        {
            get { return !InternalIsTerminal(0); }
        }

        public static bool IsOutputRedirected
        {
            get { return !InternalIsTerminal(1); }
        }

        public static bool IsErrorRedirected
        {
            get { return !InternalIsTerminal(2); }
        }

        // Colors as .NET on Unix: the value set is remembered (-1 until
        // then), and the terminal's escape sequence is written to standard
        // output only when it is a terminal, so redirected output holds
        // the text alone.
        // Each color is kept plus one, so that the zero a static field
        // starts with means "not set" without a static initializer (which
        // would make every Console call check the class's initialization).
        private static int s_foregroundPlus1;
        private static int s_backgroundPlus1;

        public static ConsoleColor ForegroundColor
        {
            get { return (ConsoleColor)(s_foregroundPlus1 - 1); }
            set { s_foregroundPlus1 = (int)CheckColor(value) + 1; EmitColor(value, 30); }
        }

        public static ConsoleColor BackgroundColor
        {
            get { return (ConsoleColor)(s_backgroundPlus1 - 1); }
            set { s_backgroundPlus1 = (int)CheckColor(value) + 1; EmitColor(value, 40); }
        }

        public static void ResetColor()
        {
            s_foregroundPlus1 = 0;
            s_backgroundPlus1 = 0;
            ToTerminal("\u001b[39;49m");
        }

        // The terminal operations of .NET on Unix: escape sequences written
        // only to a terminal, nothing when standard output is redirected.
        public static void Clear() { ToTerminal("\u001b[H\u001b[2J"); }
        public static void Beep() { ToTerminal("\u0007"); }

        public static void SetCursorPosition(int left, int top)
        {
            if (left < 0 || left >= short.MaxValue)
                throw new ArgumentOutOfRangeException("left", "The value must be greater than or equal to zero and less than the console's buffer size in that dimension.");
            if (top < 0 || top >= short.MaxValue)
                throw new ArgumentOutOfRangeException("top", "The value must be greater than or equal to zero and less than the console's buffer size in that dimension.");
            ToTerminal("\u001b[" + (top + 1).ToString() + ";" + (left + 1).ToString() + "H");
        }

        public static bool CursorVisible
        {
            get { throw new PlatformNotSupportedException("Operation is not supported on this platform."); }
            set { ToTerminal(value ? "\u001b[?25h" : "\u001b[?25l"); }
        }

        public static string Title
        {
            get { throw new PlatformNotSupportedException("Operation is not supported on this platform."); }
            set
            {
                if (value == null)
                    throw new ArgumentNullException("value");
                ToTerminal("\u001b]0;" + value + "\u0007");
            }
        }

        private static void ToTerminal(string sequence)
        {
            if (InternalIsTerminal(1))
                Write(sequence);
        }

        private static ConsoleColor CheckColor(ConsoleColor c)
        {
            if ((int)c < -1 || (int)c > 15)   // -1: the unknown color, which sets nothing
                throw new ArgumentException("The ConsoleColor enum value was not defined on that enum. Please use a defined color from the enum.");
            return c;
        }

        // ConsoleColor's bits (1 blue, 2 green, 4 red, 8 bright) as ANSI's
        // color number (1 red, 2 green, 4 blue), 90-97/100-107 when bright.
        private static void EmitColor(ConsoleColor c, int sgrBase)
        {
            if ((int)c < 0 || !InternalIsTerminal(1))
                return;
            int v = (int)c;
            int ansi = ((v & 4) >> 2) | (v & 2) | ((v & 1) << 2);
            bool bright = (v & 8) != 0;
            Write("\u001b[" + ((bright ? sgrBase + 60 : sgrBase) + ansi).ToString() + "m");
        }

        public static ConsoleKeyInfo ReadKey()
        {
            return ReadKey(false);
        }

        // The next key pressed on the terminal, echoed unless intercept.
        // Redirected input has no keys: .NET on Unix throws, whatever the
        // input holds (Mono reads a character instead).
        public static ConsoleKeyInfo ReadKey(bool intercept)
        {
            if (!InternalIsTerminal(0))
                throw new InvalidOperationException("Cannot read keys when either application does not have a console or when console input has been redirected. Try Console.Read.");
            int raw = InternalReadKeyRaw();
            if (raw < 0)
                throw new InvalidOperationException("Cannot read keys when either application does not have a console or when console input has been redirected. Try Console.Read.");
            ConsoleKeyInfo info = KeyOfRaw(raw);
            if (!intercept)
                EchoKey(info.KeyChar);
            return info;
        }

        // raw is a code point, or KeyRawSpecial + a ConsoleKey for an
        // escape sequence the native side recognized (arrows, F1-F12, ...).
        private const int KeyRawSpecial = 0x200000;

        private static ConsoleKeyInfo KeyOfRaw(int raw)
        {
            if (raw >= KeyRawSpecial)
                return new ConsoleKeyInfo('\0', (ConsoleKey)(raw - KeyRawSpecial), false, false, false);
            if (raw > 0xFFFF)
                return new ConsoleKeyInfo((char)0xFFFD, (ConsoleKey)0, false, false, false);
            char c = (char)raw;
            if (c == '\t') return new ConsoleKeyInfo(c, ConsoleKey.Tab, false, false, false);
            if (c == '\r' || c == '\n') return new ConsoleKeyInfo('\r', ConsoleKey.Enter, false, false, false);
            if (c == ' ') return new ConsoleKeyInfo(c, ConsoleKey.Spacebar, false, false, false);
            if (c == (char)27) return new ConsoleKeyInfo(c, ConsoleKey.Escape, false, false, false);
            if (c == (char)127 || c == '\b') return new ConsoleKeyInfo('\b', ConsoleKey.Backspace, false, false, false);
            if (c >= 'a' && c <= 'z') return new ConsoleKeyInfo(c, (ConsoleKey)(c - 'a' + 'A'), false, false, false);
            if (c >= 'A' && c <= 'Z') return new ConsoleKeyInfo(c, (ConsoleKey)c, true, false, false);
            if (c >= '0' && c <= '9') return new ConsoleKeyInfo(c, (ConsoleKey)c, false, false, false);
            if (c >= (char)1 && c <= (char)26) return new ConsoleKeyInfo(c, (ConsoleKey)(c - 1 + 'A'), false, false, true);
            if (c == '*') return new ConsoleKeyInfo(c, ConsoleKey.Multiply, false, false, false);
            if (c == '+') return new ConsoleKeyInfo(c, ConsoleKey.Add, false, false, false);
            if (c == '-') return new ConsoleKeyInfo(c, ConsoleKey.Subtract, false, false, false);
            if (c == '/') return new ConsoleKeyInfo(c, ConsoleKey.Divide, false, false, false);
            return new ConsoleKeyInfo(c, (ConsoleKey)0, false, false, false);
        }

        private static void EchoKey(char c)
        {
            if (c == '\r')
                WriteLine();
            else if (c >= ' ' && c != (char)127)
                Write(c);
        }

        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern bool InternalIsTerminal(int fd);   // 0 stdin, 1 stdout, 2 stderr

        // One key from the terminal in non-canonical, no-echo mode: a code
        // point, KeyRawSpecial + a ConsoleKey, or -1 at the end of input.
        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern int InternalReadKeyRaw();

        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern void InternalErrorWrite(string value);

        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern void InternalErrorWriteLine(string value);

        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern void InternalFlush();
    }
}
