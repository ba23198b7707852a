// Math.cs - System.Math: Min, Max, Abs with .NET's semantics (NaN wins in
// Min/Max, +0 is larger than -0, Abs of MinValue overflows), Sqrt, the C
// library's transcendental and rounding functions, Round with digits and
// a MidpointRounding,
// Sign, Clamp, DivRem, BigMul. Min, Max and Clamp exist for every
// integral type but char, float and double, Abs and Sign for sbyte, short,
// int, long, float and double (.NET has no unsigned Abs: an unsigned
// argument picks Abs(long) or Abs(double) there as here).
using System.Runtime.CompilerServices;

namespace System
{
    public enum MidpointRounding
    {
        ToEven = 0,
        AwayFromZero = 1,
        ToZero = 2,
        ToNegativeInfinity = 3,
        ToPositiveInfinity = 4,
    }

    public static class Math
    {
        public const double PI = 3.14159265358979323846;
        public const double E = 2.7182818284590452354;
        public const double Tau = 6.28318530717958647692;

        // One overload per integral type Kiln has (.NET's set without the
        // types Kiln lacks), so overload resolution picks what C# picks and
        // uint/ulong never widen to long or double.
        public static byte Min(byte a, byte b)
        {
            return a <= b ? a : b;
        }

        public static int Min(int a, int b)
        {
            return a <= b ? a : b;
        }

        public static uint Min(uint a, uint b)
        {
            return a <= b ? a : b;
        }

        public static ulong Min(ulong a, ulong b)
        {
            return a <= b ? a : b;
        }

        public static long Min(long a, long b)
        {
            return a <= b ? a : b;
        }

        public static double Min(double a, double b)
        {
            if (a < b)
                return a;
            if (b < a)
                return b;
            if (a != a)
                return a;
            if (b != b)
                return b;
            return IsNegative(a) ? a : b;
        }

        public static byte Max(byte a, byte b)
        {
            return a >= b ? a : b;
        }

        public static int Max(int a, int b)
        {
            return a >= b ? a : b;
        }

        public static uint Max(uint a, uint b)
        {
            return a >= b ? a : b;
        }

        public static ulong Max(ulong a, ulong b)
        {
            return a >= b ? a : b;
        }

        public static long Max(long a, long b)
        {
            return a >= b ? a : b;
        }

        public static double Max(double a, double b)
        {
            if (a > b)
                return a;
            if (b > a)
                return b;
            if (a != a)
                return a;
            if (b != b)
                return b;
            return IsNegative(a) ? b : a;
        }

        public static int Abs(int value)
        {
            if (value == int.MinValue)
                throw new OverflowException("Negating the minimum value of a twos complement number is invalid.");
            return value < 0 ? -value : value;
        }

        public static long Abs(long value)
        {
            if (value == long.MinValue)
                throw new OverflowException("Negating the minimum value of a twos complement number is invalid.");
            return value < 0 ? -value : value;
        }

        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern double Abs(double value);

        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern double Sqrt(double d);

        // The C library's functions (.NET calls the same ones on Linux, so the
        // last bits agree).
        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern double Pow(double x, double y);

        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern double Exp(double d);

        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern double Log(double d);

        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern double Log10(double d);

        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern double Log2(double d);

        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern double Sin(double a);

        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern double Cos(double d);

        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern double Tan(double a);

        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern double Asin(double d);

        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern double Acos(double d);

        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern double Atan(double d);

        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern double Atan2(double y, double x);

        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern double Sinh(double value);

        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern double Cosh(double value);

        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern double Tanh(double value);

        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern double Asinh(double d);

        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern double Acosh(double d);

        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern double Atanh(double d);

        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern double Cbrt(double d);

        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern double Floor(double d);

        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern double Ceiling(double a);

        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern double Truncate(double d);

        // To the nearest integer, ties to even (banker's rounding).
        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern double Round(double a);

        // .NET's definition (not the C library's remainder): x % y or the
        // other candidate, whichever is smaller, a tie going by Round(x / y).
        public static double IEEERemainder(double x, double y)
        {
            if (x != x)
                return x;
            if (y != y)
                return y;
            double regularMod = x % y;
            if (regularMod != regularMod)
                return double.NaN;
            if (regularMod == 0 && IsNegative(x))
                return -0.0;
            double alternativeResult = regularMod - (Abs(y) * Sign(x));
            if (Abs(alternativeResult) == Abs(regularMod))
            {
                double divisionResult = x / y;
                double roundedResult = Round(divisionResult);
                return Abs(roundedResult) > Abs(divisionResult) ? alternativeResult : regularMod;
            }
            return Abs(alternativeResult) < Abs(regularMod) ? alternativeResult : regularMod;
        }

        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern double FusedMultiplyAdd(double x, double y, double z);

        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern double ScaleB(double x, int n);

        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern double CopySign(double x, double y);

        public static double Log(double a, double newBase)
        {
            if (a != a)
                return a;
            if (newBase != newBase)
                return newBase;
            if (newBase == 1)
                return double.NaN;
            if (a != 1 && (newBase == 0 || newBase == double.PositiveInfinity))
                return double.NaN;
            return Log(a) / Log(newBase);
        }

        // .NET's algorithm: scale by 10^digits, round, scale back (in doubles,
        // so Round(1.005, 2) is 1: 1.005 * 100 is 100.49999999999999).
        public static double Round(double value, int digits)
        {
            return RoundDigits(value, digits, 0);
        }

        public static double Round(double value, MidpointRounding mode)
        {
            return RoundDigits(value, 0, (int)mode);
        }

        public static double Round(double value, int digits, MidpointRounding mode)
        {
            return RoundDigits(value, digits, (int)mode);
        }

        // mode: MidpointRounding's value (0 ToEven, 1 AwayFromZero, 2 ToZero,
        // 3 ToNegativeInfinity, 4 ToPositiveInfinity).
        internal static double RoundDigits(double value, int digits, int mode)
        {
            if (digits < 0 || digits > 15)
                throw new ArgumentOutOfRangeException("digits", "Rounding digits must be between 0 and 15, inclusive.");
            CheckMidpointRounding(mode);
            if (Abs(value) < 1e16)
            {
                double power10 = Power10(digits);
                value *= power10;
                value = RoundMode(value, mode);
                value /= power10;
            }
            return value;
        }

        internal static void CheckMidpointRounding(int mode)
        {
            if (mode < 0 || mode > 4)
                throw new ArgumentException("The value '" + mode.ToString() + "' is not valid for this usage of the type MidpointRounding.", "mode");
        }

        internal static double RoundMode(double value, int mode)
        {
            switch (mode)
            {
                case 0:
                    return Round(value);
                case 1:
                    return Truncate(value + CopySign(0.49999999999999994, value));
                case 2:
                    return Truncate(value);
                case 3:
                    return Floor(value);
                case 4:
                    return Ceiling(value);
                default:
                    throw new ArgumentException("The value '" + mode.ToString() + "' is not valid for this usage of the type MidpointRounding.", "mode");
            }
        }

        private static double Power10(int digits)
        {
            double p = 1;
            for (int i = 0; i < digits; i++)
                p *= 10;
            return p;
        }

        public static int Sign(int value)
        {
            return value < 0 ? -1 : value > 0 ? 1 : 0;
        }

        public static int Sign(long value)
        {
            return value < 0 ? -1 : value > 0 ? 1 : 0;
        }

        public static int Sign(double value)
        {
            if (value < 0)
                return -1;
            if (value > 0)
                return 1;
            if (value == 0)
                return 0;
            throw new ArithmeticException("Function does not accept floating point Not-a-Number values.");
        }

        public static byte Clamp(byte value, byte min, byte max)
        {
            if (min > max)
                throw MinMax(min.ToString(), max.ToString());
            return value < min ? min : value > max ? max : value;
        }

        public static int Clamp(int value, int min, int max)
        {
            if (min > max)
                throw MinMax(min.ToString(), max.ToString());
            return value < min ? min : value > max ? max : value;
        }

        public static uint Clamp(uint value, uint min, uint max)
        {
            if (min > max)
                throw MinMax(min.ToString(), max.ToString());
            return value < min ? min : value > max ? max : value;
        }

        public static long Clamp(long value, long min, long max)
        {
            if (min > max)
                throw MinMax(min.ToString(), max.ToString());
            return value < min ? min : value > max ? max : value;
        }

        public static ulong Clamp(ulong value, ulong min, ulong max)
        {
            if (min > max)
                throw MinMax(min.ToString(), max.ToString());
            return value < min ? min : value > max ? max : value;
        }

        public static double Clamp(double value, double min, double max)
        {
            if (min > max)
                throw MinMax(min.ToString(), max.ToString());
            return value < min ? min : value > max ? max : value;
        }

        // sbyte, short, ushort and float (.NET's overloads).
        public static sbyte Min(sbyte a, sbyte b) { return a <= b ? a : b; }
        public static short Min(short a, short b) { return a <= b ? a : b; }
        public static ushort Min(ushort a, ushort b) { return a <= b ? a : b; }
        public static sbyte Max(sbyte a, sbyte b) { return a >= b ? a : b; }
        public static short Max(short a, short b) { return a >= b ? a : b; }
        public static ushort Max(ushort a, ushort b) { return a >= b ? a : b; }

        public static float Min(float a, float b)
        {
            if (a < b)
                return a;
            if (b < a)
                return b;
            if (a != a)
                return a;
            if (b != b)
                return b;
            return IsNegative(a) ? a : b;
        }

        public static float Max(float a, float b)
        {
            if (a > b)
                return a;
            if (b > a)
                return b;
            if (a != a)
                return a;
            if (b != b)
                return b;
            return IsNegative(a) ? b : a;
        }

        public static sbyte Abs(sbyte value)
        {
            if (value == sbyte.MinValue)
                throw new OverflowException("Negating the minimum value of a twos complement number is invalid.");
            return value < 0 ? (sbyte)(-value) : value;
        }

        public static short Abs(short value)
        {
            if (value == short.MinValue)
                throw new OverflowException("Negating the minimum value of a twos complement number is invalid.");
            return value < 0 ? (short)(-value) : value;
        }

        public static float Abs(float value)
        {
            return IsNegative(value) ? -value : value;
        }

        public static int Sign(sbyte value) { return value < 0 ? -1 : value > 0 ? 1 : 0; }
        public static int Sign(short value) { return value < 0 ? -1 : value > 0 ? 1 : 0; }
        public static int Sign(float value) { return Sign((double)value); }

        public static sbyte Clamp(sbyte value, sbyte min, sbyte max)
        {
            if (min > max)
                throw MinMax(min.ToString(), max.ToString());
            return value < min ? min : value > max ? max : value;
        }

        public static short Clamp(short value, short min, short max)
        {
            if (min > max)
                throw MinMax(min.ToString(), max.ToString());
            return value < min ? min : value > max ? max : value;
        }

        public static ushort Clamp(ushort value, ushort min, ushort max)
        {
            if (min > max)
                throw MinMax(min.ToString(), max.ToString());
            return value < min ? min : value > max ? max : value;
        }

        public static float Clamp(float value, float min, float max)
        {
            if (min > max)
                throw MinMax(min.ToString(), max.ToString());
            return value < min ? min : value > max ? max : value;
        }

        private static ArgumentException MinMax(string min, string max)
        {
            return new ArgumentException("'" + min + "' cannot be greater than " + max + ".");
        }

        public static int DivRem(int a, int b, out int result)
        {
            int q = a / b;
            result = a - q * b;
            return q;
        }

        public static long DivRem(long a, long b, out long result)
        {
            long q = a / b;
            result = a - q * b;
            return q;
        }

        public static long BigMul(int a, int b)
        {
            return (long)a * b;
        }

        // The high 64 bits of the 128-bit product; low gets the rest.
        public static ulong BigMul(ulong a, ulong b, out ulong low)
        {
            ulong al = a & 0xFFFFFFFF;
            ulong ah = a >> 32;
            ulong bl = b & 0xFFFFFFFF;
            ulong bh = b >> 32;
            ulong ll = al * bl;
            ulong lh = al * bh;
            ulong hl = ah * bl;
            ulong hh = ah * bh;
            ulong mid = (ll >> 32) + (lh & 0xFFFFFFFF) + (hl & 0xFFFFFFFF);
            low = (mid << 32) | (ll & 0xFFFFFFFF);
            return hh + (lh >> 32) + (hl >> 32) + (mid >> 32);
        }

        public static long BigMul(long a, long b, out long low)
        {
            ulong ulow;
            ulong high = BigMul((ulong)a, (ulong)b, out ulow);
            low = (long)ulow;
            long h = (long)high;
            if (a < 0)
                h -= b;
            if (b < 0)
                h -= a;
            return h;
        }

        public static double BitIncrement(double x)
        {
            return InternalNextAfter(x, double.PositiveInfinity);
        }

        public static double BitDecrement(double x)
        {
            return InternalNextAfter(x, double.NegativeInfinity);
        }

        public static double MaxMagnitude(double x, double y)
        {
            double ax = Abs(x);
            double ay = Abs(y);
            if (ax > ay || ax != ax)
                return x;
            if (ax == ay)
                return IsNegative(x) ? y : x;
            return y;
        }

        public static double MinMagnitude(double x, double y)
        {
            double ax = Abs(x);
            double ay = Abs(y);
            if (ax < ay || ax != ax)
                return x;
            if (ax == ay)
                return IsNegative(x) ? x : y;
            return y;
        }

        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern double InternalNextAfter(double x, double y);

        // Sign of a zero: only -0 divides 1 into negative infinity.
        private static bool IsNegative(double d)
        {
            return d < 0 || (d == 0 && 1.0 / d < 0);
        }

        // ------------------------------------------- decimal (Decimal.cs)

        public static decimal Abs(decimal value) { return decimal.Abs(value); }
        public static decimal Max(decimal val1, decimal val2) { return decimal.Max(val1, val2); }
        public static decimal Min(decimal val1, decimal val2) { return decimal.Min(val1, val2); }
        public static int Sign(decimal value) { return decimal.Sign(value); }
        public static decimal Floor(decimal d) { return decimal.Floor(d); }
        public static decimal Ceiling(decimal d) { return decimal.Ceiling(d); }
        public static decimal Truncate(decimal d) { return decimal.Truncate(d); }
        public static decimal Round(decimal d) { return decimal.Round(d); }
        public static decimal Round(decimal d, int decimals) { return decimal.Round(d, decimals); }
        public static decimal Round(decimal d, MidpointRounding mode) { return decimal.Round(d, mode); }
        public static decimal Round(decimal d, int decimals, MidpointRounding mode) { return decimal.Round(d, decimals, mode); }
    }
}
