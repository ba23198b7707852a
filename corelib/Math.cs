// Math.cs - System.Math: Min, Max, Abs with .NET's semantics (NaN wins in
// Min/Max, +0 is larger than -0, Abs of MinValue overflows), Sqrt. Min and
// Max exist for byte, int, uint, long, ulong and double, Abs for int, long
// and double (.NET has no unsigned Abs: an unsigned argument picks
// Abs(long) or Abs(double) there as here).
using System.Runtime.CompilerServices;

namespace System
{
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

        // Sign of a zero: only -0 divides 1 into negative infinity.
        private static bool IsNegative(double d)
        {
            return d < 0 || (d == 0 && 1.0 / d < 0);
        }
    }
}
