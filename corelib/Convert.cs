// Convert.cs - System.Convert over Kiln's types: checked conversions
// between the numeric types, bool and char (OverflowException with .NET's
// messages), doubles to integers by banker's rounding, strings parsed as
// the Parse methods do (null is 0 / false), and integers to and from text
// in bases 2, 8, 10 and 16 (two's complement outside base 10); byte
// arrays as hex text (ToHexString).
namespace System
{
    public static class Convert
    {
        private static OverflowException Overflow(string typePhrase)
        {
            return new OverflowException("Value was either too large or too small for " + typePhrase + ".");
        }

        // ------------------------------------------------------------ ToInt32

        public static int ToInt32(bool value)
        {
            return value ? 1 : 0;
        }

        public static int ToInt32(char value)
        {
            return value;
        }

        public static int ToInt32(byte value)
        {
            return value;
        }

        public static int ToInt32(int value)
        {
            return value;
        }

        public static int ToInt32(uint value)
        {
            if (value > 2147483647)
                throw Overflow("an Int32");
            return (int)value;
        }

        public static int ToInt32(long value)
        {
            if (value < -2147483648 || value > 2147483647)
                throw Overflow("an Int32");
            return (int)value;
        }

        public static int ToInt32(ulong value)
        {
            if (value > 2147483647)
                throw Overflow("an Int32");
            return (int)value;
        }

        // To the nearest integer, ties to even; NaN and out of range overflow.
        public static int ToInt32(double value)
        {
            double r = Math.Round(value);
            if (!(r >= -2147483648.0 && r <= 2147483647.0))
                throw Overflow("an Int32");
            return (int)r;
        }

        public static int ToInt32(string value)
        {
            return value == null ? 0 : int.Parse(value);
        }

        public static int ToInt32(string value, int fromBase)
        {
            long v = ParseInBase(value, fromBase, 32);
            return (int)v;
        }

        // ------------------------------------------------------------ ToInt64

        public static long ToInt64(bool value)
        {
            return value ? 1 : 0;
        }

        public static long ToInt64(char value)
        {
            return value;
        }

        public static long ToInt64(byte value)
        {
            return value;
        }

        public static long ToInt64(int value)
        {
            return value;
        }

        public static long ToInt64(uint value)
        {
            return value;
        }

        public static long ToInt64(long value)
        {
            return value;
        }

        public static long ToInt64(ulong value)
        {
            if (value > 9223372036854775807)
                throw Overflow("an Int64");
            return (long)value;
        }

        // .NET converts with a checked cast, hence the checked cast's message.
        public static long ToInt64(double value)
        {
            double r = Math.Round(value);
            if (!(r >= -9223372036854775808.0 && r < 9223372036854775808.0))
                throw new OverflowException("Arithmetic operation resulted in an overflow.");
            return (long)r;
        }

        public static long ToInt64(string value)
        {
            return value == null ? 0 : long.Parse(value);
        }

        public static long ToInt64(string value, int fromBase)
        {
            return ParseInBase(value, fromBase, 64);
        }

        // ----------------------------------------------------- other integers

        public static uint ToUInt32(int value)
        {
            if (value < 0)
                throw Overflow("a UInt32");
            return (uint)value;
        }

        public static uint ToUInt32(long value)
        {
            if (value < 0 || value > 4294967295)
                throw Overflow("a UInt32");
            return (uint)value;
        }

        public static uint ToUInt32(double value)
        {
            double r = Math.Round(value);
            if (!(r >= 0 && r <= 4294967295.0))
                throw Overflow("a UInt32");
            return (uint)r;
        }

        public static uint ToUInt32(string value)
        {
            return value == null ? 0 : uint.Parse(value);
        }

        public static ulong ToUInt64(int value)
        {
            if (value < 0)
                throw Overflow("a UInt64");
            return (ulong)value;
        }

        public static ulong ToUInt64(long value)
        {
            if (value < 0)
                throw Overflow("a UInt64");
            return (ulong)value;
        }

        public static ulong ToUInt64(double value)
        {
            double r = Math.Round(value);
            if (!(r >= 0 && r < 18446744073709551616.0))
                throw new OverflowException("Arithmetic operation resulted in an overflow.");
            return (ulong)r;
        }

        public static ulong ToUInt64(string value)
        {
            return value == null ? 0 : ulong.Parse(value);
        }

        public static byte ToByte(int value)
        {
            if (value < 0 || value > 255)
                throw Overflow("an unsigned byte");
            return (byte)value;
        }

        public static byte ToByte(long value)
        {
            if (value < 0 || value > 255)
                throw Overflow("an unsigned byte");
            return (byte)value;
        }

        public static byte ToByte(char value)
        {
            if (value > 255)
                throw Overflow("an unsigned byte");
            return (byte)value;
        }

        public static byte ToByte(double value)
        {
            return ToByte(ToInt32(value));
        }

        public static byte ToByte(string value)
        {
            return value == null ? (byte)0 : byte.Parse(value);
        }

        public static byte ToByte(string value, int fromBase)
        {
            long v = ParseInBase(value, fromBase, 8);
            return (byte)v;
        }

        // ------------------------------------------------------- ToChar, bool

        public static char ToChar(int value)
        {
            if (value < 0 || value > 65535)
                throw Overflow("a character");
            return (char)value;
        }

        public static char ToChar(long value)
        {
            if (value < 0 || value > 65535)
                throw Overflow("a character");
            return (char)value;
        }

        public static char ToChar(uint value)
        {
            if (value > 65535)
                throw Overflow("a character");
            return (char)value;
        }

        public static char ToChar(byte value)
        {
            return (char)value;
        }

        public static char ToChar(char value)
        {
            return value;
        }

        public static char ToChar(string value)
        {
            if (value == null)
                throw new ArgumentNullException("value");
            if (value.Length != 1)
                throw new FormatException("String must be exactly one character long.");
            return value[0];
        }

        public static bool ToBoolean(bool value)
        {
            return value;
        }

        public static bool ToBoolean(int value)
        {
            return value != 0;
        }

        public static bool ToBoolean(long value)
        {
            return value != 0;
        }

        public static bool ToBoolean(uint value)
        {
            return value != 0;
        }

        public static bool ToBoolean(ulong value)
        {
            return value != 0;
        }

        public static bool ToBoolean(byte value)
        {
            return value != 0;
        }

        public static bool ToBoolean(double value)
        {
            return value != 0;
        }

        public static bool ToBoolean(string value)
        {
            return value == null ? false : bool.Parse(value);
        }

        // ------------------------------------------------------------ ToDouble

        public static double ToDouble(bool value)
        {
            return value ? 1 : 0;
        }

        public static double ToDouble(byte value)
        {
            return value;
        }

        public static double ToDouble(int value)
        {
            return value;
        }

        public static double ToDouble(uint value)
        {
            return value;
        }

        public static double ToDouble(long value)
        {
            return value;
        }

        public static double ToDouble(ulong value)
        {
            return value;
        }

        public static double ToDouble(double value)
        {
            return value;
        }

        public static double ToDouble(string value)
        {
            return value == null ? 0 : double.Parse(value);
        }

        public static double ToDouble(string value, System.Globalization.CultureInfo provider)
        {
            return ToDouble(value);
        }

        public static int ToInt32(string value, System.Globalization.CultureInfo provider)
        {
            return ToInt32(value);
        }

        public static long ToInt64(string value, System.Globalization.CultureInfo provider)
        {
            return ToInt64(value);
        }

        public static string ToString(double value, System.Globalization.CultureInfo provider)
        {
            return value.ToString();
        }

        public static string ToString(int value, System.Globalization.CultureInfo provider)
        {
            return value.ToString();
        }

        // ------------------------------------------------------------ ToString

        public static string ToString(bool value)
        {
            return value ? "True" : "False";
        }

        public static string ToString(char value)
        {
            return value.ToString();
        }

        public static string ToString(byte value)
        {
            return value.ToString();
        }

        public static string ToString(int value)
        {
            return value.ToString();
        }

        public static string ToString(uint value)
        {
            return value.ToString();
        }

        public static string ToString(long value)
        {
            return value.ToString();
        }

        public static string ToString(ulong value)
        {
            return value.ToString();
        }

        public static string ToString(double value)
        {
            return value.ToString();
        }

        public static string ToString(string value)
        {
            return value;
        }

        public static string ToString(object value)
        {
            return value == null ? "" : value.ToString();
        }

        public static string ToString(byte value, int toBase)
        {
            return InBase(value, toBase, 8);
        }

        public static string ToString(int value, int toBase)
        {
            return InBase((ulong)(uint)value, toBase, 32, value < 0, value < 0 ? (ulong)(-(long)value) : (ulong)value);
        }

        // .NET 5: two uppercase hex digits a byte, in order.
        public static string ToHexString(byte[] inArray)
        {
            if (inArray == null)
                throw new ArgumentNullException("inArray");
            const string digits = "0123456789ABCDEF";
            char[] text = new char[inArray.Length * 2];
            for (int i = 0; i < inArray.Length; i++) {
                text[2 * i] = digits[inArray[i] >> 4];
                text[2 * i + 1] = digits[inArray[i] & 15];
            }
            return new string(text);
        }

        public static string ToString(long value, int toBase)
        {
            ulong magnitude = value < 0 ? (ulong)(-(value + 1)) + 1 : (ulong)value;
            return InBase((ulong)value, toBase, 64, value < 0, magnitude);
        }

        private static string InBase(ulong value, int toBase, int bits)
        {
            return InBase(value, toBase, bits, false, value);
        }

        // Base 10 prints the signed value; 2, 8 and 16 print the bits.
        private static string InBase(ulong bits, int toBase, int width, bool negative, ulong magnitude)
        {
            CheckBase(toBase);
            if (toBase == 10)
                return negative ? "-" + magnitude.ToString() : magnitude.ToString();
            int shift = toBase == 2 ? 1 : toBase == 8 ? 3 : 4;
            char[] buf = new char[64];
            int o = buf.Length;
            ulong mask = (ulong)(toBase - 1);
            int used = 0;
            do
            {
                int d = (int)(bits & mask);
                buf[--o] = d < 10 ? (char)('0' + d) : (char)('a' + d - 10);
                bits >>= shift;
                used += shift;
            } while (bits != 0 && used < width);
            return string.InternalFromChars(buf, o, buf.Length - o);
        }

        private static void CheckBase(int b)
        {
            if (b != 2 && b != 8 && b != 10 && b != 16)
                throw new ArgumentException("Invalid Base.");
        }

        // value in base 2, 8, 10 or 16 into a width-bit integer, sign
        // extended. Base 16 may start with "0x"; only base 10 takes a '-'.
        private static long ParseInBase(string value, int fromBase, int width)
        {
            if (fromBase != 2 && fromBase != 8 && fromBase != 10 && fromBase != 16)
                throw new ArgumentException("Invalid Base.");
            if (value == null)
                return 0;
            if (value.Length == 0)
                throw new ArgumentOutOfRangeException("value", "Index was out of range. Must be non-negative and less than the size of the collection.");
            int i = 0;
            bool negative = false;
            if (value[0] == '-')
            {
                if (fromBase != 10)
                    throw new ArgumentException("String cannot contain a minus sign if the base is not 10.");
                negative = true;
                i = 1;
            }
            else if (value[0] == '+')
            {
                i = 1;
            }
            if (fromBase == 16 && i + 1 < value.Length && value[i] == '0' && (value[i + 1] == 'x' || value[i + 1] == 'X'))
                i += 2;
            int start = i;
            ulong result = 0;
            bool overflow = false;
            for (; i < value.Length; i++)
            {
                int d = DigitValue(value[i]);
                if (d < 0 || d >= fromBase)
                    break;
                ulong next = result * (ulong)fromBase + (ulong)d;
                if (next / (ulong)fromBase != result || (width < 64 && (next >> width) != 0))
                    overflow = true;
                result = next;
            }
            if (i == start)
                throw new FormatException("Could not find any recognizable digits.");
            if (i < value.Length)
                throw new FormatException("Additional non-parsable characters are at the end of the string.");
            string phrase = width == 8 ? "an unsigned byte" : width == 32 ? "an Int32" : "an Int64";
            if (fromBase == 10)
            {
                ulong limit = width == 8 ? 255UL : width == 32 ? (negative ? 2147483648UL : 2147483647UL)
                              : (negative ? 9223372036854775808UL : 9223372036854775807UL);
                if (overflow || result > limit || (width == 8 && negative && result != 0))
                    throw Overflow(phrase);
                return negative ? -(long)result : (long)result;
            }
            if (overflow)
                throw Overflow(phrase);
            if (width == 32)
                return (int)(uint)result;
            if (width == 8)
                return (byte)result;
            return (long)result;
        }

        private static int DigitValue(char c)
        {
            if (c >= '0' && c <= '9')
                return c - '0';
            if (c >= 'a' && c <= 'z')
                return c - 'a' + 10;
            if (c >= 'A' && c <= 'Z')
                return c - 'A' + 10;
            return -1;
        }

        // ------------------------------------------- decimal (Decimal.cs)

        public static decimal ToDecimal(bool value) { return value ? 1 : 0; }
        public static decimal ToDecimal(byte value) { return value; }
        public static decimal ToDecimal(sbyte value) { return value; }
        public static decimal ToDecimal(short value) { return value; }
        public static decimal ToDecimal(ushort value) { return value; }
        public static decimal ToDecimal(int value) { return value; }
        public static decimal ToDecimal(uint value) { return value; }
        public static decimal ToDecimal(long value) { return value; }
        public static decimal ToDecimal(ulong value) { return value; }
        public static decimal ToDecimal(float value) { return (decimal)value; }
        public static decimal ToDecimal(double value) { return (decimal)value; }
        public static decimal ToDecimal(decimal value) { return value; }

        public static decimal ToDecimal(char value)
        {
            throw new InvalidCastException("Invalid cast from 'Char' to 'Decimal'.");
        }

        public static decimal ToDecimal(string value)
        {
            return value == null ? 0 : decimal.Parse(value);
        }

        // Rounded half to even first, as .NET converts (a cast truncates).
        public static int ToInt32(decimal value) { return decimal.ToInt32(decimal.Round(value)); }
        public static long ToInt64(decimal value) { return decimal.ToInt64(decimal.Round(value)); }
        public static double ToDouble(decimal value) { return decimal.ToDouble(value); }
        public static string ToString(decimal value) { return value.ToString(); }
        public static string ToString(decimal value, System.Globalization.CultureInfo provider) { return value.ToString(); }
        public static decimal ToDecimal(string value, System.Globalization.CultureInfo provider) { return ToDecimal(value); }
    }
}
