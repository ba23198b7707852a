// DateTimeFormat.cs - DateTime.ToString's standard and custom formats as
// .NET 8 prints them under the invariant culture (English names, "AM"/"PM",
// "/" and ":" separators, era "A.D.").
//
// Invariants: a standard format (one letter) expands to its invariant
// custom pattern before formatting, except that "r"/"R" and "U" first
// convert a local time to UTC; an unknown one-letter format, a run of more
// than seven f/F, a trailing '%' or '\' throw FormatException, an unclosed
// quote FormatException naming the quote.
namespace System
{
    internal static class DateTimeFormat
    {
        private const string BadFormat = "Input string was not in a correct format.";

        private static readonly string[] s_dayNames = { "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday" };
        private static readonly string[] s_dayAbbreviations = { "Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat" };
        private static readonly string[] s_monthNames = { "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December" };
        private static readonly string[] s_monthAbbreviations = { "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec" };

        internal static string Format(DateTime value, string format)
        {
            if (format == null || format.Length == 0)
                format = "G";
            if (format.Length == 1)
            {
                char c = format[0];
                if (c == 'r' || c == 'R' || c == 'U')
                {
                    if (value.Kind == DateTimeKind.Local)
                        value = value.ToUniversalTime();
                }
                format = Expand(c);
            }
            System.Text.StringBuilder sb = new System.Text.StringBuilder(32);
            Custom(sb, value, format);
            return sb.ToString();
        }

        private static string Expand(char c)
        {
            switch (c)
            {
                case 'd': return "MM/dd/yyyy";
                case 'D': return "dddd, dd MMMM yyyy";
                case 'f': return "dddd, dd MMMM yyyy HH:mm";
                case 'F': return "dddd, dd MMMM yyyy HH:mm:ss";
                case 'g': return "MM/dd/yyyy HH:mm";
                case 'G': return "MM/dd/yyyy HH:mm:ss";
                case 'm':
                case 'M': return "MMMM dd";
                case 'o':
                case 'O': return "yyyy'-'MM'-'dd'T'HH':'mm':'ss.fffffffK";
                case 'r':
                case 'R': return "ddd, dd MMM yyyy HH':'mm':'ss 'GMT'";
                case 's': return "yyyy'-'MM'-'dd'T'HH':'mm':'ss";
                case 't': return "HH:mm";
                case 'T': return "HH:mm:ss";
                case 'u': return "yyyy'-'MM'-'dd HH':'mm':'ss'Z'";
                case 'U': return "dddd, dd MMMM yyyy HH:mm:ss";
                case 'y':
                case 'Y': return "yyyy MMMM";
            }
            throw new FormatException(BadFormat);
        }

        private static int RunLength(string format, int i)
        {
            char c = format[i];
            int n = 1;
            while (i + n < format.Length && format[i + n] == c)
                n++;
            return n;
        }

        private static void Digits(System.Text.StringBuilder sb, long value, int width)
        {
            string s = value.ToString();
            for (int i = s.Length; i < width; i++)
                sb.Append('0');
            sb.Append(s);
        }

        private static void Custom(System.Text.StringBuilder sb, DateTime value, string format)
        {
            int i = 0;
            while (i < format.Length)
            {
                char c = format[i];
                int n = 1;
                switch (c)
                {
                    case 'g':
                        n = RunLength(format, i);
                        sb.Append("A.D.");
                        break;
                    case 'h':
                        n = RunLength(format, i);
                        int h12 = value.Hour % 12;
                        Digits(sb, h12 == 0 ? 12 : h12, n < 2 ? n : 2);
                        break;
                    case 'H':
                        n = RunLength(format, i);
                        Digits(sb, value.Hour, n < 2 ? n : 2);
                        break;
                    case 'm':
                        n = RunLength(format, i);
                        Digits(sb, value.Minute, n < 2 ? n : 2);
                        break;
                    case 's':
                        n = RunLength(format, i);
                        Digits(sb, value.Second, n < 2 ? n : 2);
                        break;
                    case 'f':
                    case 'F':
                        n = RunLength(format, i);
                        Fraction(sb, value, n, c == 'F');
                        break;
                    case 't':
                        n = RunLength(format, i);
                        string designator = value.Hour < 12 ? "AM" : "PM";
                        if (n == 1)
                            sb.Append(designator[0]);
                        else
                            sb.Append(designator);
                        break;
                    case 'd':
                        n = RunLength(format, i);
                        if (n <= 2)
                            Digits(sb, value.Day, n);
                        else
                            sb.Append(n == 3 ? s_dayAbbreviations[(int)value.DayOfWeek] : s_dayNames[(int)value.DayOfWeek]);
                        break;
                    case 'M':
                        n = RunLength(format, i);
                        if (n <= 2)
                            Digits(sb, value.Month, n);
                        else
                            sb.Append(n == 3 ? s_monthAbbreviations[value.Month - 1] : s_monthNames[value.Month - 1]);
                        break;
                    case 'y':
                        n = RunLength(format, i);
                        if (n <= 2)
                            Digits(sb, value.Year % 100, n);
                        else
                            Digits(sb, value.Year, n);
                        break;
                    case 'z':
                        n = RunLength(format, i);
                        Offset(sb, value.Kind == DateTimeKind.Utc ? 0 : LocalOffset(value), n);
                        break;
                    case 'K':
                        if (value.Kind == DateTimeKind.Utc)
                            sb.Append('Z');
                        else if (value.Kind == DateTimeKind.Local)
                            Offset(sb, LocalOffset(value), 3);
                        break;
                    case ':':
                        sb.Append(':');
                        break;
                    case '/':
                        sb.Append('/');
                        break;
                    case '\'':
                    case '"':
                        n = Quoted(sb, format, i);
                        break;
                    case '%':
                        if (i + 1 >= format.Length || format[i + 1] == '%')
                            throw new FormatException(BadFormat);
                        Custom(sb, value, format[i + 1].ToString());
                        n = 2;
                        break;
                    case '\\':
                        if (i + 1 >= format.Length)
                            throw new FormatException(BadFormat);
                        sb.Append(format[i + 1]);
                        n = 2;
                        break;
                    default:
                        sb.Append(c);
                        break;
                }
                i += n;
            }
        }

        // n digits of the second's fraction (f), or up to n without
        // trailing zeros (F: none at all drops a '.' just before).
        private static void Fraction(System.Text.StringBuilder sb, DateTime value, int n, bool trim)
        {
            if (n > 7)
                throw new FormatException(BadFormat);
            long fraction = value.Ticks % 10000000;
            for (int k = n; k < 7; k++)
                fraction /= 10;
            int digits = n;
            if (trim)
            {
                while (digits > 0 && fraction % 10 == 0)
                {
                    fraction /= 10;
                    digits--;
                }
                if (digits == 0)
                {
                    if (sb.Length > 0 && sb[sb.Length - 1] == '.')
                        sb.Length = sb.Length - 1;
                    return;
                }
            }
            Digits(sb, fraction, digits);
        }

        private static long LocalOffset(DateTime value)
        {
            long t = value.Ticks;
            return DateTime.LocalOffsetTicks(t - DateTime.LocalOffsetTicks(t));
        }

        // z: +h, zz: +hh, zzz (and K): +hh:mm.
        private static void Offset(System.Text.StringBuilder sb, long ticks, int n)
        {
            if (ticks < 0)
            {
                sb.Append('-');
                ticks = -ticks;
            }
            else
            {
                sb.Append('+');
            }
            long minutes = ticks / TimeSpan.TicksPerMinute;
            if (n == 1)
            {
                Digits(sb, minutes / 60, 1);
                return;
            }
            Digits(sb, minutes / 60, 2);
            if (n >= 3)
            {
                sb.Append(':');
                Digits(sb, minutes % 60, 2);
            }
        }

        // A quoted literal from format[start]; returns its length with the
        // quotes. A backslash inside takes the next character literally.
        private static int Quoted(System.Text.StringBuilder sb, string format, int start)
        {
            char quote = format[start];
            int i = start + 1;
            while (i < format.Length)
            {
                char c = format[i];
                if (c == quote)
                    return i - start + 1;
                if (c == '\\' && i + 1 < format.Length)
                {
                    sb.Append(format[i + 1]);
                    i += 2;
                    continue;
                }
                if (c == '\\')
                    throw new FormatException(BadFormat);
                sb.Append(c);
                i++;
            }
            throw new FormatException("Cannot find a matching quote character for the character '" + quote + "'.");
        }
    }
}
