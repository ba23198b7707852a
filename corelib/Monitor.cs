// Monitor.cs - System.Threading.Monitor: .NET's argument checks, the thin
// lock of ObjectHeader.cs as the fast path, and past it (an inflated
// header) the object's System.Threading.Lock (Lock.cs) with Wait/Pulse on
// its Condition; monitor/ (C) inflates headers and keeps the sync-block
// table. Two "before" baselines stay selectable: --thinlock=native (the
// thin lock in C, monitor/thinlock.c, called out of line) and
// --fatlock=native (the C fat lock and Wait/Pulse of monitor/), chosen by
// the NativeThinLock() / NativeFatLock() intrinsics (constants in JIT code,
// one inline instruction in the interpreter).
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
            if (NativeFatLock())
                return IsEnteredSlow(obj);
            return ObjectHeader.GetLock(obj).IsHeldBy(ObjectHeader.CurrentLockId());
        }

        public static bool Wait(object obj, TimeSpan timeout)
        {
            return Wait(obj, TimeSpan.ToTimeoutMilliseconds(timeout));
        }

        public static bool TryEnter(object obj, TimeSpan timeout)
        {
            return TryEnter(obj, TimeSpan.ToTimeoutMilliseconds(timeout));
        }

        public static void TryEnter(object obj, TimeSpan timeout, ref bool lockTaken)
        {
            TryEnter(obj, TimeSpan.ToTimeoutMilliseconds(timeout), ref lockTaken);
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
            if (NativeFatLock())
                return WaitSlow(obj, millisecondsTimeout);
            int id = ObjectHeader.CurrentLockId();
            Lock l = OwnedLock(obj, id);
            return l.GetCondition().Wait(l, id, millisecondsTimeout, obj);
        }

        public static void Pulse(object obj)
        {
            if (obj == null)
                throw new ArgumentNullException("obj");
            if (NativeFatLock())
                PulseSlow(obj);
            else
                OwnedLock(obj, ObjectHeader.CurrentLockId()).GetCondition().Pulse(false);
        }

        public static void PulseAll(object obj)
        {
            if (obj == null)
                throw new ArgumentNullException("obj");
            if (NativeFatLock())
                PulseAllSlow(obj);
            else
                OwnedLock(obj, ObjectHeader.CurrentLockId()).GetCondition().Pulse(true);
        }

        // The Lock of a monitor this thread holds (inflated if it was thin),
        // else SynchronizationLockException.
        private static Lock OwnedLock(object obj, int id)
        {
            if (ObjectHeader.IsAcquired(obj) == 0)
                throw new SynchronizationLockException();
            Lock l = ObjectHeader.GetLock(obj);
            if (!l.IsHeldBy(id))
                throw new SynchronizationLockException();
            return l;
        }

        // Acquire obj's monitor past the thin lock (inflating it); timeout -1
        // forever, 0 one attempt. The managed fat lock, or monitor/'s C one
        // under --fatlock=native.
        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static bool EnterSlow(object obj, int millisecondsTimeout)
        {
            if (NativeFatLock())
                return EnterSlowNative(obj, millisecondsTimeout);
            return ObjectHeader.GetLock(obj).EnterSlow(ObjectHeader.CurrentLockId(), millisecondsTimeout, obj);
        }

        // Release one level of an inflated monitor, or throw.
        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static void ExitSlow(object obj)
        {
            if (NativeFatLock())
            {
                ExitSlowNative(obj);
                return;
            }
            if (!ObjectHeader.IsInflated(obj))
                throw new SynchronizationLockException();
            ObjectHeader.GetLock(obj).ExitMore(ObjectHeader.CurrentLockId(), null);
        }

        [MethodImpl(MethodImplOptions.NoInlining)]
        private static void ThrowLockTaken()
        {
            throw new ArgumentException("Argument must be initialized to false (Parameter 'lockTaken')");
        }

        // monitor/monitor.c, the C fat lock (--fatlock=native): inflate as
        // needed; timeout -1 forever, 0 one attempt.
        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern bool EnterSlowNative(object obj, int millisecondsTimeout);

        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern void ExitSlowNative(object obj);

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

        // true under --fatlock=native: an inflated monitor uses monitor/'s C
        // fat lock (fatlock.c, Wait/Pulse in monitor.c) instead of Lock.cs.
        // Fixed before any code runs, like NativeThinLock.
        [Intrinsic]
        internal static bool NativeFatLock()
        {
            return UseNativeFatLock();
        }

        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern bool UseNativeFatLock();

        // monitor/thinlock.c, for --thinlock=native.
        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern bool UseNativeThinLock();

        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern int NativeAcquireThinLock(object obj, bool oneShot);

        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern bool NativeReleaseThinLock(object obj);
    }
}
