// Interlocked.cs - System.Threading.Interlocked. Each public method is
// [Intrinsic]: code generators may emit an inline atomic; the C# body is
// the reference meaning, calling a sequentially consistent native.
using System.Runtime.CompilerServices;

namespace System.Threading
{
    public static class Interlocked
    {
        [Intrinsic]
        public static int Increment(ref int location)
        {
            return ExchangeAdd(ref location, 1) + 1;
        }

        [Intrinsic]
        public static long Increment(ref long location)
        {
            return ExchangeAdd(ref location, 1) + 1;
        }

        [Intrinsic]
        public static int Decrement(ref int location)
        {
            return ExchangeAdd(ref location, -1) - 1;
        }

        [Intrinsic]
        public static long Decrement(ref long location)
        {
            return ExchangeAdd(ref location, -1) - 1;
        }

        [Intrinsic]
        public static int Add(ref int location, int value)
        {
            return ExchangeAdd(ref location, value) + value;
        }

        [Intrinsic]
        public static long Add(ref long location, long value)
        {
            return ExchangeAdd(ref location, value) + value;
        }

        [Intrinsic]
        public static int Exchange(ref int location, int value)
        {
            return ExchangeNative(ref location, value);
        }

        [Intrinsic]
        public static long Exchange(ref long location, long value)
        {
            return ExchangeNative(ref location, value);
        }

        [Intrinsic]
        public static object Exchange(ref object location, object value)
        {
            return ExchangeNative(ref location, value);
        }

        [Intrinsic]
        public static int CompareExchange(ref int location, int value, int comparand)
        {
            return CompareExchangeNative(ref location, value, comparand);
        }

        [Intrinsic]
        public static long CompareExchange(ref long location, long value, long comparand)
        {
            return CompareExchangeNative(ref location, value, comparand);
        }

        [Intrinsic]
        public static object CompareExchange(ref object location, object value, object comparand)
        {
            return CompareExchangeNative(ref location, value, comparand);
        }

        // Atomic add returning the previous value.
        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern int ExchangeAdd(ref int location, int value);

        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern long ExchangeAdd(ref long location, long value);

        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern int ExchangeNative(ref int location, int value);

        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern long ExchangeNative(ref long location, long value);

        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern object ExchangeNative(ref object location, object value);

        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern int CompareExchangeNative(ref int location, int value, int comparand);

        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern long CompareExchangeNative(ref long location, long value, long comparand);

        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern object CompareExchangeNative(ref object location, object value, object comparand);
    }
}
