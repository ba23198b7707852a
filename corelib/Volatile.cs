// Volatile.cs - System.Threading.Volatile: acquire reads and release
// writes. [Intrinsic]: generated code may use an inline atomic; the body is
// the reference meaning.
using System.Runtime.CompilerServices;

namespace System.Threading
{
    public static class Volatile
    {
        [Intrinsic]
        public static int Read(ref int location)
        {
            return ReadNative(ref location);
        }

        [Intrinsic]
        public static long Read(ref long location)
        {
            return ReadNative(ref location);
        }

        [Intrinsic]
        public static bool Read(ref bool location)
        {
            return ReadNative(ref location);
        }

        [Intrinsic]
        public static object Read(ref object location)
        {
            return ReadNative(ref location);
        }

        [Intrinsic]
        public static void Write(ref int location, int value)
        {
            WriteNative(ref location, value);
        }

        [Intrinsic]
        public static void Write(ref long location, long value)
        {
            WriteNative(ref location, value);
        }

        [Intrinsic]
        public static void Write(ref bool location, bool value)
        {
            WriteNative(ref location, value);
        }

        [Intrinsic]
        public static void Write(ref object location, object value)
        {
            WriteNative(ref location, value);
        }

        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern int ReadNative(ref int location);

        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern long ReadNative(ref long location);

        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern bool ReadNative(ref bool location);

        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern object ReadNative(ref object location);

        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern void WriteNative(ref int location, int value);

        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern void WriteNative(ref long location, long value);

        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern void WriteNative(ref bool location, bool value);

        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern void WriteNative(ref object location, object value);
    }
}
