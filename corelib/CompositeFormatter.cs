// CompositeFormatter.cs - .NET's composite formatting, the one
// implementation behind string.Format, Console.Write/WriteLine(format, ...)
// and StringBuilder.AppendFormat: "{index[,alignment][:format]}" items,
// "{{" and "}}" for braces, FormatException with .NET 8's messages (the
// offset is where parsing stopped) for a malformed format and for an index
// past the arguments.

namespace System
{
    internal static class CompositeFormatter
    {
        // .NET stops reading index and alignment digits at these bounds.
        private const int IndexLimit = 1000000;
        private const int WidthLimit = 1000000;

        internal static string Format(string format, object[] args)
        {
            if (format == null)
                throw new ArgumentNullException("format");
            System.Text.StringBuilder sb = new System.Text.StringBuilder(format.Length + 16 * args.Length);
            AppendTo(sb, format, args);
            return sb.ToString();
        }

        internal static void AppendTo(System.Text.StringBuilder sb, string format, object[] args)
        {
            if (format == null)
                throw new ArgumentNullException("format");
            if (args == null)
                throw new ArgumentNullException("args");
            int pos = 0;
            int n = format.Length;
            while (true)
            {
                int run = pos;
                while (pos < n && format[pos] != '{' && format[pos] != '}')
                    pos++;
                if (pos > run)
                    sb.Append(format, run, pos - run);
                if (pos >= n)
                    return;
                char brace = format[pos];
                char ch = Next(format, ref pos);
                if (ch == brace)
                {
                    sb.Append(ch);
                    pos++;
                    continue;
                }
                if (brace != '{')
                    throw Invalid(pos, "Unexpected closing brace without a corresponding opening brace.");
                pos = AppendItem(sb, format, pos, ch, args);
            }
        }

        // One item; pos is at its first character after '{'. Returns the
        // position after its '}'.
        private static int AppendItem(System.Text.StringBuilder sb, string format, int pos, char ch, object[] args)
        {
            if (ch < '0' || ch > '9')
                throw Invalid(pos, "Expected an ASCII digit.");
            int index = ch - '0';
            int width = 0;
            bool left = false;
            string itemFormat = null;
            ch = Next(format, ref pos);
            if (ch != '}')
            {
                while (ch >= '0' && ch <= '9' && index < IndexLimit)
                {
                    index = index * 10 + (ch - '0');
                    ch = Next(format, ref pos);
                }
                while (ch == ' ')
                    ch = Next(format, ref pos);
                if (ch == ',')
                {
                    do
                    {
                        ch = Next(format, ref pos);
                    } while (ch == ' ');
                    if (ch == '-')
                    {
                        left = true;
                        ch = Next(format, ref pos);
                    }
                    if (ch < '0' || ch > '9')
                        throw Invalid(pos, "Expected an ASCII digit.");
                    width = ch - '0';
                    ch = Next(format, ref pos);
                    while (ch >= '0' && ch <= '9' && width < WidthLimit)
                    {
                        width = width * 10 + (ch - '0');
                        ch = Next(format, ref pos);
                    }
                    while (ch == ' ')
                        ch = Next(format, ref pos);
                }
                if (ch != '}')
                {
                    if (ch != ':')
                        throw Invalid(pos, "Format item ends prematurely.");
                    int start = pos + 1;
                    while (true)
                    {
                        ch = Next(format, ref pos);
                        if (ch == '}')
                            break;
                        if (ch == '{')
                            throw Invalid(pos, "Format item ends prematurely.");
                    }
                    if (pos > start)
                        itemFormat = format.Substring(start, pos - start);
                }
            }
            pos++;
            if (index >= args.Length)
                throw new FormatException("Index (zero based) must be greater than or equal to zero and less than the size of the argument list.");
            string s = FormatArgument(args[index], itemFormat);
            int pad = width - s.Length;
            if (!left && pad > 0)
                sb.Append(' ', pad);
            sb.Append(s);
            if (left && pad > 0)
                sb.Append(' ', pad);
            return pos;
        }

        // The text of one argument: "" for null, else its ToString(format)
        // when its type has one (.NET's IFormattable: a boxed int goes to
        // Int32.ToString(int, string), a double to Double.ToString(double,
        // string), ... in Number.cs; any other IFormattable to its
        // ToString(format, null)), else ToString(). Public for the
        // frontend's interpolated holes (the class stays internal).
        public static string FormatArgument(object arg, string format)
        {
            if (arg == null)
                return "";
            if (format != null)
            {
                if (arg is int)
                    return Int32.ToString((int)arg, format);
                if (arg is double)
                    return Double.ToString((double)arg, format);
                if (arg is long)
                    return Int64.ToString((long)arg, format);
                if (arg is uint)
                    return UInt32.ToString((uint)arg, format);
                if (arg is ulong)
                    return UInt64.ToString((ulong)arg, format);
                if (arg is byte)
                    return Byte.ToString((byte)arg, format);
                if (arg is float)
                    return Single.ToString((float)arg, format);
                if (arg is short)
                    return Int16.ToString((short)arg, format);
                if (arg is sbyte)
                    return SByte.ToString((sbyte)arg, format);
                if (arg is ushort)
                    return UInt16.ToString((ushort)arg, format);
                if (arg is decimal)
                    return Number.FormatDecimal((decimal)arg, format);
                IFormattable formattable = arg as IFormattable;
                if (formattable != null)
                    return formattable.ToString(format, null);
            }
            string s = arg.ToString();
            return s == null ? "" : s;
        }

        // text padded with spaces to |alignment| characters, on the left for
        // a positive alignment and on the right for a negative one (an
        // interpolated hole {x,8} or {x,-8}; the frontend's lowering calls
        // this after x's ToString(format)).
        internal static string Align(string text, int alignment)
        {
            if (text == null)
                text = "";
            if (alignment >= 0)
                return text.PadLeft(alignment);
            return text.PadRight(-alignment);
        }

        private static char Next(string format, ref int pos)
        {
            pos++;
            if (pos >= format.Length)
                throw Invalid(pos, "Format item ends prematurely.");
            return format[pos];
        }

        private static FormatException Invalid(int offset, string reason)
        {
            return new FormatException("Input string was not in a correct format. Failure to parse near offset "
                                       + offset.ToString() + ". " + reason);
        }
    }
}
