// Monitor.cs - System.Threading.Monitor: .NET's argument checks, the thin
// lock of ObjectHeader.cs as the fast path, monitor/ (C) as the slow path
// (inflation, fat lock, Wait/Pulse). With --thinlock=native the thin lock
// runs in C instead (monitor/thinlock.c, called out of line): the
// "before" baseline, chosen by the NativeThinLock() intrinsic (a constant
// in JIT code, one inline instruction in the interpreter).
//
// Shape for the code generators: Enter, TryEnter and Exit are
// [AggressiveInlining] wrappers (argument check + the inlined thin-lock fast
// path of ObjectHeader.cs) that fall back to a [NoInlining] tail or to
// monitor/ only when the fast path does not decide. Monitor has no static
// fields, hence no .cctor and no class-initialization test in its callers.
using System.Runtime.CompilerServices;

namespace System.Threading
{
    public static class Monitor
    {
        private const string TimeoutMessage =
            "Number must be either non-negative and less than or equal to Int32.MaxValue or -1.";

        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        private static int Acquire(object obj, bool oneShot)
        {
            if (NativeThinLock())
                return NativeAcquireThinLock(obj, oneShot);
            return ObjectHeader.AcquireThinLock(obj, oneShot);
        }

        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public static void Enter(object obj)
        {
            if (obj == null)
                throw new ArgumentNullException("obj");
            if (Acquire(obj, false) != ObjectHeader.Success)
                EnterSlow(obj, -1);
        }

        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public static void Enter(object obj, ref bool lockTaken)
        {
            if (lockTaken)
                ThrowLockTaken();
            if (obj == null)
                throw new ArgumentNullException("obj");
            if (Acquire(obj, false) != ObjectHeader.Success)
                EnterSlow(obj, -1);
            lockTaken = true;
        }

        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public static bool TryEnter(object obj)
        {
            if (obj == null)
                throw new ArgumentNullException("obj");
            int r = Acquire(obj, true);
            if (r == ObjectHeader.Success)
                return true;
            if (r == ObjectHeader.Failure)
                return false;
            return EnterSlow(obj, 0);
        }

        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public static void TryEnter(object obj, ref bool lockTaken)
        {
            if (lockTaken)
                ThrowLockTaken();
            lockTaken = TryEnter(obj);
        }

        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public static bool TryEnter(object obj, int millisecondsTimeout)
        {
            if (obj == null)
                throw new ArgumentNullException("obj");
            if (millisecondsTimeout < -1)
                throw new ArgumentOutOfRangeException("millisecondsTimeout", TimeoutMessage);
            int r = Acquire(obj, millisecondsTimeout == 0);
            if (r == ObjectHeader.Success)
                return true;
            if (r == ObjectHeader.Failure)
                return false;
            return EnterSlow(obj, millisecondsTimeout);
        }

        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public static void TryEnter(object obj, int millisecondsTimeout, ref bool lockTaken)
        {
            if (lockTaken)
                ThrowLockTaken();
            lockTaken = TryEnter(obj, millisecondsTimeout);
        }

        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public static void Exit(object obj)
        {
            if (obj == null)
                throw new ArgumentNullException("obj");
            if (NativeThinLock())
            {
                if (!NativeReleaseThinLock(obj))
                    ExitSlow(obj);
                return;
            }
            if (!ObjectHeader.ReleaseFast(obj))
                ExitMore(obj);
        }

        // Exit when the one-CAS release did not apply: a recursion level,
        // an inflated lock, or a lock this thread does not hold (throws).
        [MethodImpl(MethodImplOptions.NoInlining)]
        private static void ExitMore(object obj)
        {
            if (!ObjectHeader.Release(obj))
                ExitSlow(obj);
        }

        public static bool IsEntered(object obj)
        {
            if (obj == null)
                throw new ArgumentNullException("obj");
            int r = ObjectHeader.IsAcquired(obj);
            if (r >= 0)
                return r == 1;
            return IsEnteredSlow(obj);
        }

        public static bool Wait(object obj)
        {
            return Wait(obj, -1);
        }

        public static bool Wait(object obj, int millisecondsTimeout)
        {
            if (obj == null)
                throw new ArgumentNullException("obj");
            if (millisecondsTimeout < -1)
                throw new ArgumentOutOfRangeException("millisecondsTimeout", TimeoutMessage);
            return WaitSlow(obj, millisecondsTimeout);
        }

        public static void Pulse(object obj)
        {
            if (obj == null)
                throw new ArgumentNullException("obj");
            PulseSlow(obj);
        }

        public static void PulseAll(object obj)
        {
            if (obj == null)
                throw new ArgumentNullException("obj");
            PulseAllSlow(obj);
        }

        [MethodImpl(MethodImplOptions.NoInlining)]
        private static void ThrowLockTaken()
        {
            throw new ArgumentException("Argument must be initialized to false (Parameter 'lockTaken')");
        }

        // monitor/monitor.c: inflate as needed; timeout -1 forever, 0 one attempt.
        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern bool EnterSlow(object obj, int millisecondsTimeout);

        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern void ExitSlow(object obj);

        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern bool IsEnteredSlow(object obj);

        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern bool WaitSlow(object obj, int millisecondsTimeout);

        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern void PulseSlow(object obj);

        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern void PulseAllSlow(object obj);

        // true under --thinlock=native. Generated code reads the setting at
        // compile time (it is fixed before any code runs); the body is the
        // reference meaning.
        [Intrinsic]
        internal static bool NativeThinLock()
        {
            return UseNativeThinLock();
        }

        // monitor/thinlock.c, for --thinlock=native.
        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern bool UseNativeThinLock();

        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern int NativeAcquireThinLock(object obj, bool oneShot);

        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern bool NativeReleaseThinLock(object obj);
    }
}
