// Primitives.cs - the classes holding the members of the keyword types.
// A value of a primitive type is not an object: `x.ToString()` compiles to
// the static `ToString(x)` of its class (docs/corelib-contract.md).
using System.Runtime.CompilerServices;

namespace System
{
    public static class Boolean
    {
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

    public static class Char
    {
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

    public static class Byte
    {
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

        public static bool Equals(byte a, byte b)
        {
            return a == b;
        }
    }

    public static class Int32
    {
        public static string ToString(int value, string format)
        {
            return Number.FormatInteger(value < 0 ? (ulong)(-(long)value) : (ulong)value, value < 0, (uint)value, format);
        }

        public const int MaxValue = 2147483647;
        public const int MinValue = -2147483648;

        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern string ToString(int value);

        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern int Parse(string s);

        public static int GetHashCode(int value)
        {
            return value;
        }

        public static bool Equals(int a, int b)
        {
            return a == b;
        }
    }

    public static class UInt32
    {
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

        public static bool Equals(uint a, uint b)
        {
            return a == b;
        }
    }

    public static class Int64
    {
        public static string ToString(long value, string format)
        {
            ulong magnitude = value < 0 ? (ulong)(-(value + 1)) + 1 : (ulong)value;
            return Number.FormatInteger(magnitude, value < 0, (ulong)value, format);
        }

        public const long MaxValue = 9223372036854775807;
        public const long MinValue = -9223372036854775808;

        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern string ToString(long value);

        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern long Parse(string s);

        public static int GetHashCode(long value)
        {
            return (int)value ^ (int)(value >> 32);
        }

        public static bool Equals(long a, long b)
        {
            return a == b;
        }
    }

    public static class UInt64
    {
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

        public static bool Equals(ulong a, ulong b)
        {
            return a == b;
        }
    }

    public static class Double
    {
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

        public static bool Equals(double a, double b)
        {
            return a == b || (a != a && b != b);
        }
    }
}
