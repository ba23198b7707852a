// Primitives.cs - the classes holding the members of the keyword types.
// A value of a primitive type is not an object: `x.ToString()` compiles to
// the static `ToString(x)` of its class (docs/corelib-contract.md). Each
// class is also the class of that primitive's boxes: the box's value is its
// one instance field, and the Object overrides make a boxed value print,
// compare and hash as .NET's.
using System.Runtime.CompilerServices;

namespace System
{
    public sealed class Boolean : ValueType, IComparable
    {
        // A box of a bool holds its value here (docs/valuetypes.md); a box
        // prints, compares and hashes as .NET's through these overrides.
        private bool m_value;

        public override string ToString()
        {
            return ToString(m_value);
        }

        public override bool Equals(object obj)
        {
            return obj is bool && Equals(m_value, (bool)obj);
        }

        public override int GetHashCode()
        {
            return GetHashCode(m_value);
        }

        public static string TrueString
        {
            get { return "True"; }
        }

        public static string FalseString
        {
            get { return "False"; }
        }

        // "True"/"False" in any case, with white space and NULs around.
        public static bool Parse(string value)
        {
            if (value == null)
                throw new ArgumentNullException("value");
            bool result;
            if (!TryParse(value, out result))
                throw new FormatException("String '" + value + "' was not recognized as a valid Boolean.");
            return result;
        }

        public static bool TryParse(string value, out bool result)
        {
            result = false;
            if (value == null)
                return false;
            int start = 0;
            int end = value.Length;
            while (start < end && (char.IsWhiteSpace(value[start]) || value[start] == '\0'))
                start++;
            while (end > start && (char.IsWhiteSpace(value[end - 1]) || value[end - 1] == '\0'))
                end--;
            string word = value.Substring(start, end - start).ToLowerInvariant();
            if (word == "true")
            {
                result = true;
                return true;
            }
            return word == "false";
        }

        // A box as System.IComparable, and x.CompareTo(object): null is less
        // than any value, another type is .NET's ArgumentException.
        int IComparable.CompareTo(object obj)
        {
            return CompareTo(m_value, obj);
        }

        public static int CompareTo(bool value, object obj)
        {
            if (obj == null)
                return 1;
            if (!(obj is bool))
                throw new ArgumentException("Object must be of type Boolean.");
            return CompareTo(value, (bool)obj);
        }

        public static int CompareTo(bool value, bool other)
        {
            return value == other ? 0 : value ? 1 : -1;
        }

        public static string ToString(bool value)
        {
            return value ? "True" : "False";
        }

        public static int GetHashCode(bool value)
        {
            return value ? 1 : 0;
        }

        public static bool Equals(bool a, bool b)
        {
            return a == b;
        }
    }

    public sealed class Char : ValueType, IComparable
    {
        // A box of a char holds its value here (docs/valuetypes.md); a box
        // prints, compares and hashes as .NET's through these overrides.
        private char m_value;

        public override string ToString()
        {
            return ToString(m_value);
        }

        public override bool Equals(object obj)
        {
            return obj is char && Equals(m_value, (char)obj);
        }

        public override int GetHashCode()
        {
            return GetHashCode(m_value);
        }

        // Classification by Unicode general category (.NET 8, BMP), the
        // Latin-1 answers included; casing is the simple Unicode mapping,
        // which is what .NET 8 does with invariant globalization.
        public static bool IsDigit(char c)
        {
            if (c < 128)
                return c >= '0' && c <= '9';
            return InternalCategory(c) == 8;
        }

        public static bool IsLetter(char c)
        {
            if (c < 128)
                return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
            return InternalCategory(c) <= 4;
        }

        public static bool IsLetterOrDigit(char c)
        {
            int k = InternalCategory(c);
            return k <= 4 || k == 8;
        }

        public static bool IsUpper(char c)
        {
            if (c < 128)
                return c >= 'A' && c <= 'Z';
            return InternalCategory(c) == 0;
        }

        public static bool IsLower(char c)
        {
            if (c < 128)
                return c >= 'a' && c <= 'z';
            return InternalCategory(c) == 1;
        }

        public static bool IsWhiteSpace(char c)
        {
            if (c == ' ' || (c >= '\t' && c <= '\r') || c == '\u0085' || c == '\u00a0')
                return true;
            if (c < 256)
                return false;
            int k = InternalCategory(c);
            return k >= 11 && k <= 13;
        }

        public static bool IsPunctuation(char c)
        {
            int k = InternalCategory(c);
            return k >= 18 && k <= 24;
        }

        public static bool IsSymbol(char c)
        {
            int k = InternalCategory(c);
            return k >= 25 && k <= 28;
        }

        public static bool IsSeparator(char c)
        {
            int k = InternalCategory(c);
            return k >= 11 && k <= 13;
        }

        public static bool IsNumber(char c)
        {
            int k = InternalCategory(c);
            return k >= 8 && k <= 10;
        }

        public static bool IsControl(char c)
        {
            return InternalCategory(c) == 14;
        }

        public static bool IsSurrogate(char c)
        {
            return c >= '\ud800' && c <= '\udfff';
        }

        public static bool IsHighSurrogate(char c)
        {
            return c >= '\ud800' && c <= '\udbff';
        }

        public static bool IsLowSurrogate(char c)
        {
            return c >= '\udc00' && c <= '\udfff';
        }

        public static bool IsSurrogatePair(char highSurrogate, char lowSurrogate)
        {
            return IsHighSurrogate(highSurrogate) && IsLowSurrogate(lowSurrogate);
        }

        // A code point as a string of one char, or of a surrogate pair above U+FFFF.
        public static string ConvertFromUtf32(int utf32)
        {
            if (utf32 < 0 || utf32 > 0x10ffff || (utf32 >= 0xd800 && utf32 <= 0xdfff))
                throw new ArgumentOutOfRangeException("utf32", "A valid UTF32 value is between 0x000000 and 0x10ffff, inclusive, and should not include surrogate codepoint values (0x00d800 ~ 0x00dfff).");
            if (utf32 < 0x10000)
                return new string((char)utf32, 1);
            int v = utf32 - 0x10000;
            return new string(new char[] { (char)(0xd800 + (v >> 10)), (char)(0xdc00 + (v & 0x3ff)) });
        }

        public static int ConvertToUtf32(char highSurrogate, char lowSurrogate)
        {
            if (!IsHighSurrogate(highSurrogate))
                throw new ArgumentOutOfRangeException("highSurrogate", "A valid high surrogate character is between 0xd800 and 0xdbff, inclusive.");
            if (!IsLowSurrogate(lowSurrogate))
                throw new ArgumentOutOfRangeException("lowSurrogate", "A valid low surrogate character is between 0xdc00 and 0xdfff, inclusive.");
            return ((highSurrogate - 0xd800) << 10) + (lowSurrogate - 0xdc00) + 0x10000;
        }

        public static int ConvertToUtf32(string s, int index)
        {
            if (s == null)
                throw new ArgumentNullException("s");
            if (index < 0 || index >= s.Length)
                throw new ArgumentOutOfRangeException("index", "Index was out of range. Must be non-negative and less than the size of the collection.");
            char c = s[index];
            if (!IsSurrogate(c))
                return c;
            if (IsHighSurrogate(c) && index + 1 < s.Length && IsLowSurrogate(s[index + 1]))
                return ConvertToUtf32(c, s[index + 1]);
            throw new ArgumentException("Found an invalid surrogate pair at index " + index + ".", "s");
        }

        public static bool IsAscii(char c)
        {
            return c < 128;
        }

        public static bool IsAsciiDigit(char c)
        {
            return c >= '0' && c <= '9';
        }

        public static bool IsAsciiLetter(char c)
        {
            return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
        }

        public static bool IsAsciiHexDigit(char c)
        {
            return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
        }

        public static bool IsDigit(string s, int index)
        {
            return IsDigit(At(s, index));
        }

        public static bool IsLetter(string s, int index)
        {
            return IsLetter(At(s, index));
        }

        public static bool IsLetterOrDigit(string s, int index)
        {
            return IsLetterOrDigit(At(s, index));
        }

        public static bool IsWhiteSpace(string s, int index)
        {
            return IsWhiteSpace(At(s, index));
        }

        public static bool IsUpper(string s, int index)
        {
            return IsUpper(At(s, index));
        }

        public static bool IsLower(string s, int index)
        {
            return IsLower(At(s, index));
        }

        public static bool IsPunctuation(string s, int index)
        {
            return IsPunctuation(At(s, index));
        }

        public static char ToUpper(char c)
        {
            return InternalUpper(c);
        }

        public static char ToLower(char c)
        {
            return InternalLower(c);
        }

        public static char ToUpperInvariant(char c)
        {
            return InternalUpper(c);
        }

        // Any culture cases as the invariant one (globalization-invariant mode).
        public static char ToUpper(char c, System.Globalization.CultureInfo culture)
        {
            if (culture == null)
                throw new ArgumentNullException("culture");
            return InternalUpper(c);
        }

        public static char ToLower(char c, System.Globalization.CultureInfo culture)
        {
            if (culture == null)
                throw new ArgumentNullException("culture");
            return InternalLower(c);
        }

        public static char ToLowerInvariant(char c)
        {
            return InternalLower(c);
        }

        // The value of a numeric character ('7' is 7, '\u00bd' is 0.5), -1
        // for any other.
        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern double GetNumericValue(char c);

        public static double GetNumericValue(string s, int index)
        {
            return GetNumericValue(At(s, index));
        }

        // A box as System.IComparable, and x.CompareTo(object): null is less
        // than any value, another type is .NET's ArgumentException.
        int IComparable.CompareTo(object obj)
        {
            return CompareTo(m_value, obj);
        }

        public static int CompareTo(char value, object obj)
        {
            if (obj == null)
                return 1;
            if (!(obj is char))
                throw new ArgumentException("Object must be of type Char.");
            return CompareTo(value, (char)obj);
        }

        public static int CompareTo(char value, char other)
        {
            return value - other;
        }

        public static char Parse(string s)
        {
            if (s == null)
                throw new ArgumentNullException("s");
            if (s.Length != 1)
                throw new FormatException("String must be exactly one character long.");
            return s[0];
        }

        public static bool TryParse(string s, out char result)
        {
            if (s == null || s.Length != 1)
            {
                result = '\0';
                return false;
            }
            result = s[0];
            return true;
        }

        private static char At(string s, int index)
        {
            if (s == null)
                throw new ArgumentNullException("s");
            if ((uint)index >= (uint)s.Length)
                throw new ArgumentOutOfRangeException("index", "Index was out of range. Must be non-negative and less than the size of the collection.");
            return s[index];
        }

        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern int InternalCategory(char c);

        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern char InternalUpper(char c);

        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern char InternalLower(char c);

        public const char MaxValue = '\uffff';
        public const char MinValue = '\0';

        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern string ToString(char value);

        public static int GetHashCode(char value)
        {
            return (int)value | ((int)value << 16);
        }

        public static bool Equals(char a, char b)
        {
            return a == b;
        }
    }

    public sealed class Byte : ValueType, IComparable
    {
        // A box of a byte holds its value here (docs/valuetypes.md); a box
        // prints, compares and hashes as .NET's through these overrides.
        private byte m_value;

        public override string ToString()
        {
            return ToString(m_value);
        }

        public override bool Equals(object obj)
        {
            return obj is byte && Equals(m_value, (byte)obj);
        }

        public override int GetHashCode()
        {
            return GetHashCode(m_value);
        }

        public static byte Parse(string s)
        {
            ulong bits;
            int status = Number.ParseRange(s, 0, 255, out bits);
            if (status != 0)
                throw Number.ParseError(status, s, "an unsigned byte");
            return (byte)bits;
        }

        public static bool TryParse(string s, out byte result)
        {
            ulong bits;
            bool ok = Number.ParseRange(s, 0, 255, out bits) == 0;
            result = ok ? (byte)bits : (byte)0;
            return ok;
        }

        public static string ToString(byte value, System.Globalization.CultureInfo provider)
        {
            return ToString(value);
        }

        public static string ToString(byte value, string format, System.Globalization.CultureInfo provider)
        {
            return ToString(value, format);
        }

        public static byte Parse(string s, System.Globalization.CultureInfo provider)
        {
            return Parse(s);
        }

        public static string ToString(byte value, string format)
        {
            return Number.FormatInteger(value, false, value, format);
        }

        public const byte MaxValue = 255;
        public const byte MinValue = 0;

        public static string ToString(byte value)
        {
            return Int32.ToString((int)value);
        }

        public static int GetHashCode(byte value)
        {
            return (int)value;
        }

        // A box as System.IComparable, and x.CompareTo(object): null is less
        // than any value, another type is .NET's ArgumentException.
        int IComparable.CompareTo(object obj)
        {
            return CompareTo(m_value, obj);
        }

        public static int CompareTo(byte value, object obj)
        {
            if (obj == null)
                return 1;
            if (!(obj is byte))
                throw new ArgumentException("Object must be of type Byte.");
            return CompareTo(value, (byte)obj);
        }

        // x.CompareTo(y) and IComparable<byte> on a type parameter (docs/interfaces.md)
        public static int CompareTo(byte value, byte other)
        {
            return value - other;
        }

        public static bool Equals(byte a, byte b)
        {
            return a == b;
        }
    }

    public sealed class Int32 : ValueType, IComparable
    {
        // A box of a int holds its value here (docs/valuetypes.md); a box
        // prints, compares and hashes as .NET's through these overrides.
        private int m_value;

        public override string ToString()
        {
            return ToString(m_value);
        }

        public override bool Equals(object obj)
        {
            return obj is int && Equals(m_value, (int)obj);
        }

        public override int GetHashCode()
        {
            return GetHashCode(m_value);
        }

        public static int Parse(string s)
        {
            ulong bits;
            int status = Number.ParseRange(s, 2147483648, 2147483647, out bits);
            if (status != 0)
                throw Number.ParseError(status, s, "an Int32");
            return (int)bits;
        }

        public static bool TryParse(string s, out int result)
        {
            ulong bits;
            bool ok = Number.ParseRange(s, 2147483648, 2147483647, out bits) == 0;
            result = ok ? (int)bits : (int)0;
            return ok;
        }

        public static string ToString(int value, string format)
        {
            return Number.FormatInteger(value < 0 ? (ulong)(-(long)value) : (ulong)value, value < 0, (uint)value, format);
        }

        public static string ToString(int value, System.Globalization.CultureInfo provider)
        {
            return ToString(value);
        }

        public static string ToString(int value, string format, System.Globalization.CultureInfo provider)
        {
            return ToString(value, format);
        }

        public static int Parse(string s, System.Globalization.CultureInfo provider)
        {
            return Parse(s);
        }

        public const int MaxValue = 2147483647;
        public const int MinValue = -2147483648;

        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern string ToString(int value);


        public static int GetHashCode(int value)
        {
            return value;
        }

        // A box as System.IComparable, and x.CompareTo(object): null is less
        // than any value, another type is .NET's ArgumentException.
        int IComparable.CompareTo(object obj)
        {
            return CompareTo(m_value, obj);
        }

        public static int CompareTo(int value, object obj)
        {
            if (obj == null)
                return 1;
            if (!(obj is int))
                throw new ArgumentException("Object must be of type Int32.");
            return CompareTo(value, (int)obj);
        }

        // x.CompareTo(y) and IComparable<int> on a type parameter (docs/interfaces.md)
        public static int CompareTo(int value, int other)
        {
            return value < other ? -1 : value > other ? 1 : 0;
        }

        public static bool Equals(int a, int b)
        {
            return a == b;
        }
    }

    public sealed class UInt32 : ValueType, IComparable
    {
        // A box of a uint holds its value here (docs/valuetypes.md); a box
        // prints, compares and hashes as .NET's through these overrides.
        private uint m_value;

        public override string ToString()
        {
            return ToString(m_value);
        }

        public override bool Equals(object obj)
        {
            return obj is uint && Equals(m_value, (uint)obj);
        }

        public override int GetHashCode()
        {
            return GetHashCode(m_value);
        }

        public static uint Parse(string s)
        {
            ulong bits;
            int status = Number.ParseRange(s, 0, 4294967295, out bits);
            if (status != 0)
                throw Number.ParseError(status, s, "a UInt32");
            return (uint)bits;
        }

        public static bool TryParse(string s, out uint result)
        {
            ulong bits;
            bool ok = Number.ParseRange(s, 0, 4294967295, out bits) == 0;
            result = ok ? (uint)bits : (uint)0;
            return ok;
        }

        public static string ToString(uint value, System.Globalization.CultureInfo provider)
        {
            return ToString(value);
        }

        public static string ToString(uint value, string format, System.Globalization.CultureInfo provider)
        {
            return ToString(value, format);
        }

        public static uint Parse(string s, System.Globalization.CultureInfo provider)
        {
            return Parse(s);
        }

        public static string ToString(uint value, string format)
        {
            return Number.FormatInteger(value, false, value, format);
        }

        public const uint MaxValue = 4294967295;
        public const uint MinValue = 0;

        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern string ToString(uint value);

        public static int GetHashCode(uint value)
        {
            return (int)value;
        }

        // A box as System.IComparable, and x.CompareTo(object): null is less
        // than any value, another type is .NET's ArgumentException.
        int IComparable.CompareTo(object obj)
        {
            return CompareTo(m_value, obj);
        }

        public static int CompareTo(uint value, object obj)
        {
            if (obj == null)
                return 1;
            if (!(obj is uint))
                throw new ArgumentException("Object must be of type UInt32.");
            return CompareTo(value, (uint)obj);
        }

        // x.CompareTo(y) and IComparable<uint> on a type parameter (docs/interfaces.md)
        public static int CompareTo(uint value, uint other)
        {
            return value < other ? -1 : value > other ? 1 : 0;
        }

        public static bool Equals(uint a, uint b)
        {
            return a == b;
        }
    }

    public sealed class Int64 : ValueType, IComparable
    {
        // A box of a long holds its value here (docs/valuetypes.md); a box
        // prints, compares and hashes as .NET's through these overrides.
        private long m_value;

        public override string ToString()
        {
            return ToString(m_value);
        }

        public override bool Equals(object obj)
        {
            return obj is long && Equals(m_value, (long)obj);
        }

        public override int GetHashCode()
        {
            return GetHashCode(m_value);
        }

        public static long Parse(string s)
        {
            ulong bits;
            int status = Number.ParseRange(s, 9223372036854775808, 9223372036854775807, out bits);
            if (status != 0)
                throw Number.ParseError(status, s, "an Int64");
            return (long)bits;
        }

        public static bool TryParse(string s, out long result)
        {
            ulong bits;
            bool ok = Number.ParseRange(s, 9223372036854775808, 9223372036854775807, out bits) == 0;
            result = ok ? (long)bits : (long)0;
            return ok;
        }

        public static string ToString(long value, System.Globalization.CultureInfo provider)
        {
            return ToString(value);
        }

        public static string ToString(long value, string format, System.Globalization.CultureInfo provider)
        {
            return ToString(value, format);
        }

        public static long Parse(string s, System.Globalization.CultureInfo provider)
        {
            return Parse(s);
        }

        public static string ToString(long value, string format)
        {
            ulong magnitude = value < 0 ? (ulong)(-(value + 1)) + 1 : (ulong)value;
            return Number.FormatInteger(magnitude, value < 0, (ulong)value, format);
        }

        public const long MaxValue = 9223372036854775807;
        public const long MinValue = -9223372036854775808;

        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern string ToString(long value);


        public static int GetHashCode(long value)
        {
            return (int)value ^ (int)(value >> 32);
        }

        // A box as System.IComparable, and x.CompareTo(object): null is less
        // than any value, another type is .NET's ArgumentException.
        int IComparable.CompareTo(object obj)
        {
            return CompareTo(m_value, obj);
        }

        public static int CompareTo(long value, object obj)
        {
            if (obj == null)
                return 1;
            if (!(obj is long))
                throw new ArgumentException("Object must be of type Int64.");
            return CompareTo(value, (long)obj);
        }

        // x.CompareTo(y) and IComparable<long> on a type parameter (docs/interfaces.md)
        public static int CompareTo(long value, long other)
        {
            return value < other ? -1 : value > other ? 1 : 0;
        }

        public static bool Equals(long a, long b)
        {
            return a == b;
        }
    }

    public sealed class UInt64 : ValueType, IComparable
    {
        // A box of a ulong holds its value here (docs/valuetypes.md); a box
        // prints, compares and hashes as .NET's through these overrides.
        private ulong m_value;

        public override string ToString()
        {
            return ToString(m_value);
        }

        public override bool Equals(object obj)
        {
            return obj is ulong && Equals(m_value, (ulong)obj);
        }

        public override int GetHashCode()
        {
            return GetHashCode(m_value);
        }

        public static ulong Parse(string s)
        {
            ulong bits;
            int status = Number.ParseRange(s, 0, 18446744073709551615, out bits);
            if (status != 0)
                throw Number.ParseError(status, s, "a UInt64");
            return (ulong)bits;
        }

        public static bool TryParse(string s, out ulong result)
        {
            ulong bits;
            bool ok = Number.ParseRange(s, 0, 18446744073709551615, out bits) == 0;
            result = ok ? (ulong)bits : (ulong)0;
            return ok;
        }

        public static string ToString(ulong value, System.Globalization.CultureInfo provider)
        {
            return ToString(value);
        }

        public static string ToString(ulong value, string format, System.Globalization.CultureInfo provider)
        {
            return ToString(value, format);
        }

        public static ulong Parse(string s, System.Globalization.CultureInfo provider)
        {
            return Parse(s);
        }

        public static string ToString(ulong value, string format)
        {
            return Number.FormatInteger(value, false, value, format);
        }

        public const ulong MaxValue = 18446744073709551615;
        public const ulong MinValue = 0;

        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern string ToString(ulong value);

        public static int GetHashCode(ulong value)
        {
            return (int)value ^ (int)(value >> 32);
        }

        // A box as System.IComparable, and x.CompareTo(object): null is less
        // than any value, another type is .NET's ArgumentException.
        int IComparable.CompareTo(object obj)
        {
            return CompareTo(m_value, obj);
        }

        public static int CompareTo(ulong value, object obj)
        {
            if (obj == null)
                return 1;
            if (!(obj is ulong))
                throw new ArgumentException("Object must be of type UInt64.");
            return CompareTo(value, (ulong)obj);
        }

        // x.CompareTo(y) and IComparable<ulong> on a type parameter (docs/interfaces.md)
        public static int CompareTo(ulong value, ulong other)
        {
            return value < other ? -1 : value > other ? 1 : 0;
        }

        public static bool Equals(ulong a, ulong b)
        {
            return a == b;
        }
    }

    public sealed class Double : ValueType, IComparable
    {
        // A box of a double holds its value here (docs/valuetypes.md); a box
        // prints, compares and hashes as .NET's through these overrides.
        private double m_value;

        public override string ToString()
        {
            return ToString(m_value);
        }

        public override bool Equals(object obj)
        {
            return obj is double && Equals(m_value, (double)obj);
        }

        public override int GetHashCode()
        {
            return GetHashCode(m_value);
        }

        public static double Parse(string s)
        {
            double d;
            int status = Number.ParseDouble(s, out d);
            if (status != 0)
                throw Number.ParseError(status, s, "a Double");
            return d;
        }

        public static bool TryParse(string s, out double result)
        {
            return Number.ParseDouble(s, out result) == 0;
        }

        public const double MinValue = -1.7976931348623157E+308;
        public const double MaxValue = 1.7976931348623157E+308;
        public const double Epsilon = 4.9406564584124654E-324;
        public const double NaN = 0.0 / 0.0;
        public const double PositiveInfinity = 1.0 / 0.0;
        public const double NegativeInfinity = -1.0 / 0.0;

        public static bool IsInfinity(double d)
        {
            return d == 1.0 / 0.0 || d == -1.0 / 0.0;
        }

        public static bool IsPositiveInfinity(double d)
        {
            return d == 1.0 / 0.0;
        }

        public static bool IsNegativeInfinity(double d)
        {
            return d == -1.0 / 0.0;
        }

        public static bool IsFinite(double d)
        {
            return d - d == 0;
        }

        public static bool IsNegative(double d)
        {
            return d < 0 || (d == 0 && 1.0 / d < 0);
        }

        public static string ToString(double value, System.Globalization.CultureInfo provider)
        {
            return ToString(value);
        }

        public static string ToString(double value, string format, System.Globalization.CultureInfo provider)
        {
            return ToString(value, format);
        }

        public static double Parse(string s, System.Globalization.CultureInfo provider)
        {
            return Parse(s);
        }

        public static string ToString(double value, string format)
        {
            return Number.FormatDouble(value, format);
        }

        public static bool IsNaN(double d)
        {
            return d != d;
        }

        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern string ToString(double value);

        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern int GetHashCode(double value);

        // A box as System.IComparable, and x.CompareTo(object): null is less
        // than any value, another type is .NET's ArgumentException.
        int IComparable.CompareTo(object obj)
        {
            return CompareTo(m_value, obj);
        }

        public static int CompareTo(double value, object obj)
        {
            if (obj == null)
                return 1;
            if (!(obj is double))
                throw new ArgumentException("Object must be of type Double.");
            return CompareTo(value, (double)obj);
        }

        // x.CompareTo(y) and IComparable<double>: NaN first, equal to itself
        public static int CompareTo(double value, double other)
        {
            if (value < other)
                return -1;
            if (value > other)
                return 1;
            if (value == other)
                return 0;
            if (value != value)
                return other != other ? 0 : -1;
            return 1;
        }

        public static bool Equals(double a, double b)
        {
            return a == b || (a != a && b != b);
        }
    }
}
