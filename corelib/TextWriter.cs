// TextWriter.cs - System.IO.TextWriter, the writer type of Console.Out and
// Console.Error: every Write/WriteLine overload turns its argument into
// text and ends in Write(char) or Write(string); WriteLine(string) is one
// call so a console line is written whole.
using System.Runtime.CompilerServices;

namespace System.IO
{
    public abstract class TextWriter
    {
        protected TextWriter()
        {
        }

        public virtual string NewLine
        {
            get { return "\n"; }
        }

        public abstract void Write(char value);

        public virtual void Write(string value)
        {
            if (value == null)
                return;
            for (int i = 0; i < value.Length; i++)
                Write(value[i]);
        }

        public virtual void Write(char[] buffer)
        {
            if (buffer != null)
                Write(string.InternalFromChars(buffer, 0, buffer.Length));
        }

        public virtual void Write(bool value)
        {
            Write(value ? "True" : "False");
        }

        public virtual void Write(int value)
        {
            Write(value.ToString());
        }

        public virtual void Write(uint value)
        {
            Write(value.ToString());
        }

        public virtual void Write(long value)
        {
            Write(value.ToString());
        }

        public virtual void Write(ulong value)
        {
            Write(value.ToString());
        }

        public virtual void Write(double value)
        {
            Write(value.ToString());
        }

        public virtual void Write(float value)
        {
            Write(value.ToString());
        }

        public virtual void Write(object value)
        {
            if (value != null)
                Write(value.ToString());
        }

        public virtual void Write(string format, object arg0)
        {
            Write(string.Format(format, arg0));
        }

        public virtual void Write(string format, object arg0, object arg1)
        {
            Write(string.Format(format, arg0, arg1));
        }

        public virtual void Write(string format, object arg0, object arg1, object arg2)
        {
            Write(string.Format(format, arg0, arg1, arg2));
        }

        public virtual void Write(string format, params object[] arg)
        {
            Write(string.Format(format, arg));
        }

        public virtual void WriteLine()
        {
            Write(NewLine);
        }

        public virtual void WriteLine(string value)
        {
            Write(string.Concat(value, NewLine));
        }

        public virtual void WriteLine(char value)
        {
            WriteLine(value.ToString());
        }

        public virtual void WriteLine(char[] buffer)
        {
            WriteLine(buffer == null ? "" : string.InternalFromChars(buffer, 0, buffer.Length));
        }

        public virtual void WriteLine(bool value)
        {
            WriteLine(value ? "True" : "False");
        }

        public virtual void WriteLine(int value)
        {
            WriteLine(value.ToString());
        }

        public virtual void WriteLine(uint value)
        {
            WriteLine(value.ToString());
        }

        public virtual void WriteLine(long value)
        {
            WriteLine(value.ToString());
        }

        public virtual void WriteLine(ulong value)
        {
            WriteLine(value.ToString());
        }

        public virtual void WriteLine(double value)
        {
            WriteLine(value.ToString());
        }

        public virtual void WriteLine(float value)
        {
            WriteLine(value.ToString());
        }

        public virtual void WriteLine(object value)
        {
            WriteLine(value == null ? "" : value.ToString());
        }

        public virtual void WriteLine(string format, object arg0)
        {
            WriteLine(string.Format(format, arg0));
        }

        public virtual void WriteLine(string format, object arg0, object arg1)
        {
            WriteLine(string.Format(format, arg0, arg1));
        }

        public virtual void WriteLine(string format, object arg0, object arg1, object arg2)
        {
            WriteLine(string.Format(format, arg0, arg1, arg2));
        }

        public virtual void WriteLine(string format, params object[] arg)
        {
            WriteLine(string.Format(format, arg));
        }

        public virtual void Flush()
        {
        }
    }

    // Console.Out (error false) and Console.Error (error true).
    internal sealed class ConsoleWriter : TextWriter
    {
        private bool _error;

        internal ConsoleWriter(bool error)
        {
            _error = error;
        }

        public override void Write(char value)
        {
            Write(value.ToString());
        }

        public override void Write(string value)
        {
            if (_error)
                Console.InternalErrorWrite(value);
            else
                Console.Write(value);
        }

        public override void WriteLine(string value)
        {
            if (_error)
                Console.InternalErrorWriteLine(value);
            else
                Console.WriteLine(value);
        }

        public override void Flush()
        {
            if (!_error)
                Console.InternalFlush();
        }
    }
}
