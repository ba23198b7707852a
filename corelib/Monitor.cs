// Monitor.cs - System.Threading.Monitor: .NET's argument checks, the thin
// lock of ObjectHeader.cs as the fast path, monitor/ (C) as the slow path
// (inflation, fat lock, Wait/Pulse). With --thinlock=native the thin lock
// runs in C instead (monitor/thinlock.c, called out of line): the
// "before" baseline; s_native is read once at class initialization.
using System.Runtime.CompilerServices;

namespace System.Threading
{
    public static class Monitor
    {
        private static readonly bool s_native = UseNativeThinLock();

        private const string TimeoutMessage =
            "Number must be either non-negative and less than or equal to Int32.MaxValue or -1.";

        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        private static int Acquire(object obj, bool oneShot)
        {
            if (s_native)
                return NativeAcquireThinLock(obj, oneShot);
            return ObjectHeader.AcquireThinLock(obj, oneShot);
        }

        public static void Enter(object obj)
        {
            if (obj == null)
                throw new ArgumentNullException("obj");
            if (Acquire(obj, false) != ObjectHeader.Success)
                EnterSlow(obj, -1);
        }

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

        public static void TryEnter(object obj, ref bool lockTaken)
        {
            if (lockTaken)
                ThrowLockTaken();
            lockTaken = TryEnter(obj);
        }

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

        public static void TryEnter(object obj, int millisecondsTimeout, ref bool lockTaken)
        {
            if (lockTaken)
                ThrowLockTaken();
            lockTaken = TryEnter(obj, millisecondsTimeout);
        }

        public static void Exit(object obj)
        {
            if (obj == null)
                throw new ArgumentNullException("obj");
            if (s_native)
            {
                if (!NativeReleaseThinLock(obj))
                    ExitSlow(obj);
                return;
            }
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

        // monitor/thinlock.c, for --thinlock=native.
        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern bool UseNativeThinLock();

        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern int NativeAcquireThinLock(object obj, bool oneShot);

        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern bool NativeReleaseThinLock(object obj);
    }
}
