// Number.cs - numeric ToString(format) as .NET 8 formats with the invariant
// culture: the standard formats C D E F G N P R X B (with a precision) and
// custom formats (0 # . , % per-mille E+0 ; sections, quoted literals, \
// escapes). Every number becomes a NumberBuffer of decimal digits first:
// integers exactly; doubles from the native DoubleDigits, which rounds the
// exact binary value (ties to even) to the digits a standard format needs,
// the shortest round-trip digits for G/R without a precision, and 15
// significant digits for custom formats (which then round half up, as
// .NET does). The layout code below is shared by all types.
using System.Runtime.CompilerServices;

namespace System
{
    // value = (Negative ? -1 : 1) * 0.D[0]D[1]..D[Count-1] * 10^Scale, no
    // trailing zero digits; zero has Count 0 and Scale 0.
    internal sealed class NumberBuffer
    {
        internal char[] Digits;
        internal int Count;
        internal int Scale;
        internal bool Negative;
        internal bool IsFloat;

        internal NumberBuffer(int capacity)
        {
            Digits = new char[capacity];
        }

        // The i-th digit, '\0' past the end (the layout loops pad with '0').
        internal char At(int i)
        {
            return i < Count ? Digits[i] : '\0';
        }
    }

    internal static class Number
    {
        private const int DoubleDigitsCapacity = 800;

        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern int DoubleDigits(double value, int mode, int precision, char[] digits, out int count);

        // ------------------------------------------------------------ parsing

        // 0 parsed, 1 not a number in .NET's invariant integer (or float)
        // style, 2 too large for a ulong (runtime/natives_number.c).
        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern int ParseInteger(string s, out ulong magnitude, out bool negative);

        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern int ParseDouble(string s, out double result);

        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern int ParseSingle(string s, out float result);

        // The integer in s when it lies in [-maxNegative, maxPositive]:
        // status 0 with the value as a long bit pattern, 1 for a format
        // error, 2 for an overflow.
        internal static int ParseRange(string s, ulong maxNegative, ulong maxPositive, out ulong bits)
        {
            ulong m;
            bool neg;
            int status = ParseInteger(s, out m, out neg);
            bits = 0;
            if (status != 0)
                return status;
            if (neg ? m > maxNegative : m > maxPositive)
                return 2;
            bits = neg ? 0 - m : m;
            return 0;
        }

        internal static Exception ParseError(int status, string s, string typePhrase)
        {
            if (s == null)
                return new ArgumentNullException("s");
            if (status == 1)
                return new FormatException("The input string '" + s + "' was not in a correct format.");
            return new OverflowException("Value was either too large or too small for " + typePhrase + ".");
        }

        internal static FormatException BadFormat()
        {
            return new FormatException("Format specifier was invalid.");
        }

        // A standard format is a letter and up to nine digits of precision
        // (-1 when absent); "" and null are 'G'; anything else is a custom
        // format ('\0').
        internal static char ParseFormat(string format, out int precision)
        {
            precision = -1;
            if (format == null || format.Length == 0)
                return 'G';
            char c = format[0];
            if (!((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z')))
                return '\0';
            int i = 1;
            int p = 0;
            while (i < format.Length && format[i] >= '0' && format[i] <= '9')
            {
                if (p >= 100000000)
                    throw BadFormat();
                p = p * 10 + (format[i] - '0');
                i++;
            }
            if (i < format.Length && format[i] != '\0')
                return '\0';
            if (i > 1)
                precision = p;
            return c;
        }

        // ---------------------------------------------------------- integers

        // magnitude and sign of the value; bits is its two's complement
        // pattern masked to the type's width (X and B print it).
        internal static string FormatInteger(ulong magnitude, bool negative, ulong bits, string format)
        {
            int precision;
            char fmt = ParseFormat(format, out precision);
            char upper = (char)(fmt & 0xFFDF);
            if (upper == 'D' || (upper == 'G' && precision < 1))
                return Decimal(magnitude, negative, precision);
            if (upper == 'X')
                return InBase(bits, 4, fmt == 'X' ? 'A' : 'a', precision);
            if (upper == 'B')
                return InBase(bits, 1, 'a', precision);
            NumberBuffer n = new NumberBuffer(20);
            n.Negative = negative;
            int k = 0;
            char[] rev = new char[20];
            while (magnitude != 0)
            {
                rev[k++] = (char)('0' + (int)(magnitude % 10));
                magnitude /= 10;
            }
            n.Scale = k;
            for (int i = 0; i < k; i++)
                n.Digits[i] = rev[k - 1 - i];
            n.Count = k;
            while (n.Count > 0 && n.Digits[n.Count - 1] == '0')
                n.Count--;
            System.Text.StringBuilder sb = new System.Text.StringBuilder();
            if (fmt == '\0')
                CustomFormat(sb, n, format);
            else
                Standard(sb, n, fmt, precision, false);
            return sb.ToString();
        }

        private static string Decimal(ulong magnitude, bool negative, int minDigits)
        {
            char[] buf = new char[21 + (minDigits > 0 ? minDigits : 0)];
            int o = buf.Length;
            int count = 0;
            while (magnitude != 0 || count < minDigits || count == 0)
            {
                buf[--o] = (char)('0' + (int)(magnitude % 10));
                magnitude /= 10;
                count++;
            }
            if (negative)
                buf[--o] = '-';
            return string.InternalFromChars(buf, o, buf.Length - o);
        }

        private static string InBase(ulong bits, int shift, char ten, int minDigits)
        {
            char[] buf = new char[64 + (minDigits > 0 ? minDigits : 0)];
            int o = buf.Length;
            int count = 0;
            ulong mask = (1UL << shift) - 1;
            while (bits != 0 || count < minDigits || count == 0)
            {
                int d = (int)(bits & mask);
                buf[--o] = d < 10 ? (char)('0' + d) : (char)(ten + d - 10);
                bits >>= shift;
                count++;
            }
            return string.InternalFromChars(buf, o, buf.Length - o);
        }

        // ----------------------------------------------------------- doubles

        internal static string FormatDouble(double value, string format)
        {
            return FormatFloating(value, format, false);
        }

        // single: the value is a float widened to double (exactly), which
        // formats with float's shortest digits (mode 3), 9 round-trip digits
        // for G/R and 7 significant digits for custom formats (.NET's
        // float). The float type's ToString(format) calls this.
        internal static string FormatFloating(double value, string format, bool single)
        {
            if (value != value)
                return "NaN";
            if (value == 1.0 / 0.0)
                return "Infinity";
            if (value == -1.0 / 0.0)
                return "-Infinity";
            int precision;
            char fmt = ParseFormat(format, out precision);
            bool significant = true;
            int maxDigits = precision;
            if (fmt == '\0')
            {
                precision = single ? 7 : 15;
            }
            else
            {
                switch ((char)(fmt | 0x20))
                {
                    case 'c':
                    case 'f':
                    case 'n':
                        if (precision == -1)
                            precision = 2;
                        significant = false;
                        break;
                    case 'e':
                        if (precision == -1)
                            precision = 6;
                        precision++;
                        break;
                    case 'g':
                        if (precision == 0)
                            precision = -1;
                        break;
                    case 'p':
                        if (precision == -1)
                            precision = 2;
                        precision += 2;
                        significant = false;
                        break;
                    case 'r':
                        precision = -1;
                        break;
                    default:
                        throw BadFormat();
                }
            }
            int mode = significant ? (precision == -1 ? (single ? 3 : 0) : 1) : 2;
            NumberBuffer n = new NumberBuffer(DigitsCapacity(value, mode, precision));
            n.IsFloat = true;
            n.Negative = value < 0 || (value == 0 && 1.0 / value < 0);
            if (value != 0)
            {
                int count;
                n.Scale = DoubleDigits(value, mode, precision, n.Digits, out count);
                n.Count = count;
            }
            System.Text.StringBuilder sb = new System.Text.StringBuilder();
            if (fmt == '\0')
            {
                CustomFormat(sb, n, format);
            }
            else
            {
                int roundTrip = single ? 9 : 17;
                if (precision == -1)
                    maxDigits = n.Count > roundTrip ? n.Count : roundTrip;
                Standard(sb, n, fmt, maxDigits, true);
            }
            return sb.ToString();
        }

        // Room for the digits DoubleDigits gives in a mode: 17 for the
        // shortest, the precision for significant digits, integer digits
        // (at most 15 below 1e15, 309 in all) plus the precision after the
        // point; never more than a double's 767 significant digits.
        private static int DigitsCapacity(double value, int mode, int precision)
        {
            int cap;
            if (mode == 0 || mode == 3)
                cap = 17;
            else if (mode == 1)
                cap = precision;
            else
                cap = (value < 1e15 && value > -1e15 ? 16 : 310) + precision;
            if (cap > DoubleDigitsCapacity || cap < 0)
                cap = DoubleDigitsCapacity;
            return cap < 17 ? 17 : cap;
        }

        // ---------------------------------------------------------- decimals

        // A decimal's digits are exact: formats round them half away from
        // zero. ToString() and "G" print every digit of the scale (2.50m is
        // "2.50", 0.00m "0.00") and never an exponent; zero has no sign.
        internal static string FormatDecimal(decimal value, string format)
        {
            int precision;
            char fmt = ParseFormat(format, out precision);
            NumberBuffer n = new NumberBuffer(32);
            n.Negative = decimal.IsNegative(value);
            n.Count = value.Digits(n.Digits);
            n.Scale = n.Count - value.Scale;
            System.Text.StringBuilder sb = new System.Text.StringBuilder();
            if ((fmt == 'G' || fmt == 'g') && precision == -1)
            {
                if (n.Negative && n.Count > 0)
                    sb.Append('-');
                int pos = n.Scale;
                int d = 0;
                if (pos <= 0)
                    sb.Append('0');
                for (; pos > 0; pos--)
                    sb.Append(n.Digits[d++]);
                if (d < n.Count || pos < 0)
                {
                    sb.Append('.');
                    for (; pos < 0; pos++)
                        sb.Append('0');
                    while (d < n.Count)
                        sb.Append(n.Digits[d++]);
                }
                return sb.ToString();
            }
            while (n.Count > 0 && n.Digits[n.Count - 1] == '0')
                n.Count--;
            if (n.Count == 0)
                n.Scale = 0;
            if (fmt == '\0')
                CustomFormat(sb, n, format);
            else
                Standard(sb, n, fmt, precision, false);
            return sb.ToString();
        }

        // ---------------------------------------------------- standard layout

        private static void Standard(System.Text.StringBuilder sb, NumberBuffer n, char fmt, int maxDigits, bool correctlyRounded)
        {
            switch (fmt)
            {
                case 'C':
                case 'c':
                    if (maxDigits < 0)
                        maxDigits = 2;
                    Round(n, n.Scale + maxDigits, correctlyRounded);
                    if (n.Negative)
                        sb.Append('(');
                    sb.Append('\u00a4');
                    Fixed(sb, n, maxDigits, true);
                    if (n.Negative)
                        sb.Append(')');
                    break;
                case 'F':
                case 'f':
                    if (maxDigits < 0)
                        maxDigits = 2;
                    Round(n, n.Scale + maxDigits, correctlyRounded);
                    if (n.Negative)
                        sb.Append('-');
                    Fixed(sb, n, maxDigits, false);
                    break;
                case 'N':
                case 'n':
                    if (maxDigits < 0)
                        maxDigits = 2;
                    Round(n, n.Scale + maxDigits, correctlyRounded);
                    if (n.Negative)
                        sb.Append('-');
                    Fixed(sb, n, maxDigits, true);
                    break;
                case 'E':
                case 'e':
                    if (maxDigits < 0)
                        maxDigits = 6;
                    maxDigits++;
                    Round(n, maxDigits, correctlyRounded);
                    if (n.Negative)
                        sb.Append('-');
                    Scientific(sb, n, maxDigits, fmt);
                    break;
                case 'G':
                case 'g':
                    if (maxDigits < 1)
                        maxDigits = n.Count;
                    Round(n, maxDigits, correctlyRounded);
                    if (n.Negative)
                        sb.Append('-');
                    General(sb, n, maxDigits, fmt == 'G' ? 'E' : 'e');
                    break;
                case 'R':
                case 'r':
                    if (!n.IsFloat)
                        throw BadFormat();
                    Standard(sb, n, fmt == 'R' ? 'G' : 'g', maxDigits, correctlyRounded);
                    break;
                case 'P':
                case 'p':
                    if (maxDigits < 0)
                        maxDigits = 2;
                    n.Scale += 2;
                    Round(n, n.Scale + maxDigits, correctlyRounded);
                    if (n.Negative)
                        sb.Append('-');
                    Fixed(sb, n, maxDigits, true);
                    sb.Append(" %");
                    break;
                default:
                    throw BadFormat();
            }
        }

        // Keeps the first pos digits, rounding half up unless the digits are
        // already correctly rounded (a double's standard formats); drops
        // trailing zeros. A result of zero has scale 0 and, unless it is a
        // double, no sign.
        private static void Round(NumberBuffer n, int pos, bool correctlyRounded)
        {
            int i = 0;
            while (i < pos && i < n.Count)
                i++;
            if (i == pos && i < n.Count && !correctlyRounded && n.Digits[i] >= '5')
            {
                while (i > 0 && n.Digits[i - 1] == '9')
                    i--;
                if (i > 0)
                {
                    n.Digits[i - 1]++;
                }
                else
                {
                    n.Scale++;
                    n.Digits[0] = '1';
                    i = 1;
                }
            }
            else
            {
                while (i > 0 && n.Digits[i - 1] == '0')
                    i--;
            }
            if (i == 0)
            {
                if (!n.IsFloat)
                    n.Negative = false;
                n.Scale = 0;
            }
            n.Count = i;
        }

        // Integer digits (grouped by threes with ',' when asked), then '.'
        // and exactly decimals digits.
        private static void Fixed(System.Text.StringBuilder sb, NumberBuffer n, int decimals, bool group)
        {
            int d = 0;
            int pos = n.Scale;
            if (pos > 0)
            {
                for (int k = pos; k > 0; k--)
                {
                    sb.Append(d < n.Count ? n.Digits[d] : '0');
                    d++;
                    if (group && k > 1 && (k - 1) % 3 == 0)
                        sb.Append(',');
                }
            }
            else
            {
                sb.Append('0');
            }
            if (decimals > 0)
            {
                sb.Append('.');
                if (pos < 0)
                {
                    int zeros = -pos < decimals ? -pos : decimals;
                    sb.Append('0', zeros);
                    decimals -= zeros;
                }
                while (decimals > 0)
                {
                    sb.Append(d < n.Count ? n.Digits[d] : '0');
                    d++;
                    decimals--;
                }
            }
        }

        private static void Scientific(System.Text.StringBuilder sb, NumberBuffer n, int digits, char expChar)
        {
            sb.Append(n.Count > 0 ? n.Digits[0] : '0');
            if (digits != 1)
                sb.Append('.');
            for (int d = 1; d < digits; d++)
                sb.Append(d < n.Count ? n.Digits[d] : '0');
            Exponent(sb, n.Count == 0 ? 0 : n.Scale - 1, expChar, 3, true);
        }

        private static void General(System.Text.StringBuilder sb, NumberBuffer n, int maxDigits, char expChar)
        {
            int pos = n.Scale;
            bool scientific = false;
            if (pos > maxDigits || pos < -3)
            {
                pos = 1;
                scientific = true;
            }
            int d = 0;
            if (pos > 0)
            {
                do
                {
                    sb.Append(d < n.Count ? n.Digits[d] : '0');
                    d++;
                } while (--pos > 0);
            }
            else
            {
                sb.Append('0');
            }
            if (d < n.Count || pos < 0)
            {
                sb.Append('.');
                while (pos < 0)
                {
                    sb.Append('0');
                    pos++;
                }
                while (d < n.Count)
                    sb.Append(n.Digits[d++]);
            }
            if (scientific)
                Exponent(sb, n.Scale - 1, expChar, 2, true);
        }

        private static void Exponent(System.Text.StringBuilder sb, int value, char expChar, int minDigits, bool positiveSign)
        {
            sb.Append(expChar);
            if (value < 0)
            {
                sb.Append('-');
                value = -value;
            }
            else if (positiveSign)
            {
                sb.Append('+');
            }
            string s = Decimal((ulong)value, false, minDigits);
            sb.Append(s);
        }

        // ------------------------------------------------------ custom layout

        // The start of section `which` (0 positive, 1 negative, 2 zero) of a
        // ';'-separated format; an absent or empty section is section 0.
        private static int FindSection(string format, int which)
        {
            if (which == 0)
                return 0;
            int i = 0;
            while (true)
            {
                if (i >= format.Length)
                    return 0;
                char c = format[i++];
                if (c == '\'' || c == '"')
                {
                    while (i < format.Length && format[i] != c)
                        i++;
                    if (i < format.Length)
                        i++;
                }
                else if (c == '\\')
                {
                    if (i < format.Length)
                        i++;
                }
                else if (c == ';')
                {
                    if (--which != 0)
                        continue;
                    if (i < format.Length && format[i] != ';')
                        return i;
                    return 0;
                }
            }
        }

        private static void CustomFormat(System.Text.StringBuilder sb, NumberBuffer n, string format)
        {
            int section;
            int digitCount;
            int decimalPos;
            int firstDigit;
            int lastDigit;
            bool scientific;
            bool groupSeparator;
            while (true)
            {
                section = FindSection(format, n.Count == 0 ? 2 : n.Negative ? 1 : 0);
                digitCount = 0;
                decimalPos = -1;
                firstDigit = 0x7FFFFFFF;
                lastDigit = 0;
                scientific = false;
                groupSeparator = false;
                int scaleAdjust = 0;
                int thousandPos = -1;
                int thousandCount = 0;
                int src = section;
                while (src < format.Length && format[src] != ';')
                {
                    char ch = format[src++];
                    switch (ch)
                    {
                        case '#':
                            digitCount++;
                            break;
                        case '0':
                            if (firstDigit == 0x7FFFFFFF)
                                firstDigit = digitCount;
                            digitCount++;
                            lastDigit = digitCount;
                            break;
                        case '.':
                            if (decimalPos < 0)
                                decimalPos = digitCount;
                            break;
                        case ',':
                            if (digitCount > 0 && decimalPos < 0)
                            {
                                if (thousandPos >= 0)
                                {
                                    if (thousandPos == digitCount)
                                    {
                                        thousandCount++;
                                        break;
                                    }
                                    groupSeparator = true;
                                }
                                thousandPos = digitCount;
                                thousandCount = 1;
                            }
                            break;
                        case '%':
                            scaleAdjust += 2;
                            break;
                        case '\u2030':
                            scaleAdjust += 3;
                            break;
                        case '\'':
                        case '"':
                            while (src < format.Length && format[src++] != ch)
                            {
                            }
                            break;
                        case '\\':
                            if (src < format.Length)
                                src++;
                            break;
                        case 'E':
                        case 'e':
                            if ((src < format.Length && format[src] == '0')
                                || (src + 1 < format.Length && (format[src] == '+' || format[src] == '-') && format[src + 1] == '0'))
                            {
                                while (++src < format.Length && format[src] == '0')
                                {
                                }
                                scientific = true;
                            }
                            break;
                    }
                }
                if (decimalPos < 0)
                    decimalPos = digitCount;
                if (thousandPos >= 0)
                {
                    if (thousandPos == decimalPos)
                        scaleAdjust -= thousandCount * 3;
                    else
                        groupSeparator = true;
                }
                if (n.Count != 0)
                {
                    n.Scale += scaleAdjust;
                    int pos = scientific ? digitCount : n.Scale + digitCount - decimalPos;
                    Round(n, pos, false);
                    if (n.Count == 0)
                    {
                        int zs = FindSection(format, 2);
                        if (zs != section)
                        {
                            section = zs;
                            continue;
                        }
                    }
                }
                else
                {
                    if (!n.IsFloat)
                        n.Negative = false;
                    n.Scale = 0;
                }
                break;
            }
            CustomLayout(sb, n, format, section, digitCount, decimalPos, firstDigit, lastDigit, scientific, groupSeparator);
        }

        private static void CustomLayout(System.Text.StringBuilder sb, NumberBuffer n, string format, int section, int digitCount,
                                         int decimalPos, int firstDigit, int lastDigit, bool scientific, bool groupSeparator)
        {
            firstDigit = firstDigit < decimalPos ? decimalPos - firstDigit : 0;
            lastDigit = lastDigit > decimalPos ? decimalPos - lastDigit : 0;
            int digPos;
            int adjust;
            if (scientific)
            {
                digPos = decimalPos;
                adjust = 0;
            }
            else
            {
                digPos = n.Scale > decimalPos ? n.Scale : decimalPos;
                adjust = n.Scale - decimalPos;
            }
            // With grouping, a ',' follows the digit at each position that is
            // a positive multiple of 3 counted from the decimal point.
            int start = sb.Length;
            int d = 0;
            bool decimalWritten = false;
            int src = section;
            while (src < format.Length && format[src] != ';')
            {
                char ch = format[src++];
                if (adjust > 0 && (ch == '#' || ch == '0' || ch == '.'))
                {
                    while (adjust > 0)
                    {
                        sb.Append(d < n.Count ? n.Digits[d] : '0');
                        d++;
                        if (groupSeparator && digPos > 1 && (digPos - 1) % 3 == 0)
                            sb.Append(',');
                        digPos--;
                        adjust--;
                    }
                }
                switch (ch)
                {
                    case '#':
                    case '0':
                        {
                            char c;
                            if (adjust < 0)
                            {
                                adjust++;
                                c = digPos <= firstDigit ? '0' : '\0';
                            }
                            else
                            {
                                c = d < n.Count ? n.Digits[d++] : digPos > lastDigit ? '0' : '\0';
                            }
                            if (c != '\0')
                            {
                                sb.Append(c);
                                if (groupSeparator && digPos > 1 && (digPos - 1) % 3 == 0)
                                    sb.Append(',');
                            }
                            digPos--;
                            break;
                        }
                    case '.':
                        if (digPos != 0 || decimalWritten)
                            break;
                        if (lastDigit < 0 || (decimalPos < digitCount && d < n.Count))
                        {
                            sb.Append('.');
                            decimalWritten = true;
                        }
                        break;
                    case '\u2030':
                        sb.Append('\u2030');
                        break;
                    case '%':
                        sb.Append('%');
                        break;
                    case ',':
                        break;
                    case '\'':
                    case '"':
                        while (src < format.Length && format[src] != ch)
                            sb.Append(format[src++]);
                        if (src < format.Length)
                            src++;
                        break;
                    case '\\':
                        if (src < format.Length)
                            sb.Append(format[src++]);
                        break;
                    case 'E':
                    case 'e':
                        src = CustomExponent(sb, n, format, src, ch, ref scientific, decimalPos);
                        break;
                    default:
                        sb.Append(ch);
                        break;
                }
            }
            if (n.Negative && section == 0 && (n.Scale != 0 || sb.Length > start))
                sb.Insert(start, '-');
        }

        private static int CustomExponent(System.Text.StringBuilder sb, NumberBuffer n, string format, int src, char ch,
                                          ref bool scientific, int decimalPos)
        {
            if (!scientific)
            {
                sb.Append(ch);
                if (src < format.Length && (format[src] == '+' || format[src] == '-'))
                    sb.Append(format[src++]);
                while (src < format.Length && format[src] == '0')
                    sb.Append(format[src++]);
                return src;
            }
            bool positiveSign = false;
            int digits = 0;
            if (src < format.Length && format[src] == '0')
                digits++;
            else if (src + 1 < format.Length && format[src] == '+' && format[src + 1] == '0')
                positiveSign = true;
            else if (!(src + 1 < format.Length && format[src] == '-' && format[src + 1] == '0'))
            {
                sb.Append(ch);
                return src;
            }
            while (++src < format.Length && format[src] == '0')
                digits++;
            if (digits > 10)
                digits = 10;
            Exponent(sb, n.Count == 0 ? 0 : n.Scale - decimalPos, ch, digits, positiveSign);
            scientific = false;
            return src;
        }
    }
}
