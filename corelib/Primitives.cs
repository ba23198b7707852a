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
