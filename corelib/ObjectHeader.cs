// ObjectHeader.cs - System.Threading.ObjectHeader: the thin lock in C#, over
// the object header word (runtime/object.h, CoreCLR's layout). The three
// [Intrinsic] primitives (header read, header compare-exchange, current
// lock id) become inline code in generated code; their C# bodies are the
// reference meaning the interpreter runs. monitor/thinlock.c is the same
// algorithm in C (the --thinlock=native baseline); keep the two in step.
//
// Header with bit 27 clear: bits 0..15 owner lock id (0 = free), bits
// 16..21 recursion (extra holds). Bit 27 without bit 26: a sync index, whose
// Lock (Lock.cs) the fast paths go to at once (SyncBlockLock: two loads).
// A hash code (bits 27 + 26) or bit 28 is for the slow path. The GC bits
// 29..31 are preserved by every CAS.
//
// Shape for the code generators: the [AggressiveInlining] fast paths
// (AcquireThinLock's first read + CAS, ReleaseFast, IsAcquired) are a few
// instructions with no loop and no call except the [NoInlining] tails
// (AcquireThinLockMore, Release) they fall back to. The class has no static
// fields, hence no .cctor: code that inlines a fast path needs no
// class-initialization test.
using System.Runtime.CompilerServices;

namespace System.Threading
{
    internal static class ObjectHeader
    {
        internal const int Success = 0;
        internal const int Failure = 1;       // one-shot on a lock another thread holds
        internal const int UseSlowPath = 2;   // inflate / fat lock

        private const int ThreadIdMask = 0xFFFF;
        private const int RecursionInc = 0x10000;
        private const int RecursionMask = 0x3F0000;
        private const int HashOrSyncBlock = 0x08000000;
        private const int IsHashCode = 0x04000000;
        private const int IndexMask = 0x03FFFFFF;
        private const int SpinLock = 0x10000000;
        private const int GcBits = ~0x1FFFFFFF;
        private const int SpinRounds = 8;     // linear back-off: 144 SpinWait iterations,
        private const int SpinStep = 4;       // about 5 us (each is >= 37 ns, calibrated)
        private const int YieldRounds = 16;   // then yields of the CPU, each followed by a look

        [Intrinsic]
        internal static int GetHeader(object o)
        {
            return GetHeaderNative(o);
        }

        // Returns the header as it was before; the swap happened if that equals comparand.
        [Intrinsic]
        internal static int CompareExchangeHeader(object o, int value, int comparand)
        {
            return CompareExchangeHeaderNative(o, value, comparand);
        }

        [Intrinsic]
        internal static int CurrentLockId()
        {
            return CurrentLockIdNative();
        }

        // Fast path: one read and one CAS on a clean header; a one-shot
        // attempt on a thin lock another thread holds fails right here
        // (cheaper than an uncontended Enter/Exit pair).
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        internal static int AcquireThinLock(object obj, bool oneShot)
        {
            int id = CurrentLockId();
            int old = GetHeader(obj);
            if ((old & ~GcBits) == 0)
            {
                if (id > 0 && id <= ThreadIdMask && CompareExchangeHeader(obj, old | id, old) == old)
                    return Success;
            }
            else if ((old & (HashOrSyncBlock | IsHashCode)) == HashOrSyncBlock)
            {
                return AcquireInflated(old, id, oneShot);   // straight to the fat lock
            }
            else if (oneShot && (old & (HashOrSyncBlock | SpinLock)) == 0)
            {
                int owner = old & ThreadIdMask;
                if (owner != 0 && owner != id)
                    return Failure;
            }
            return AcquireThinLockMore(obj, oneShot, id);
        }

        // An inflated header: one attempt on its Lock (the managed fat lock;
        // --fatlock=native and a Lock not made yet take the slow path).
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        private static int AcquireInflated(int header, int id, bool oneShot)
        {
            if (Monitor.NativeFatLock())
                return UseSlowPath;
            Lock l = SyncBlockLock(header & IndexMask);
            if (l == null)
                return UseSlowPath;
            if (l.TryEnterOnce(id) == Lock.Acquired)
                return Success;
            return oneShot ? Failure : UseSlowPath;
        }

        [MethodImpl(MethodImplOptions.NoInlining)]
        private static int AcquireThinLockMore(object obj, bool oneShot, int id)
        {
            if (id <= 0 || id > ThreadIdMask)
                return UseSlowPath;
            int rounds = -1;   // the spin budget, looked up when first needed
            for (int i = 0; ; i++)
            {
                int old = GetHeader(obj);
                if ((old & (HashOrSyncBlock | SpinLock)) != 0)
                    return UseSlowPath;
                int owner = old & ThreadIdMask;
                if (owner == 0)
                {
                    if ((old & RecursionMask) != 0)
                        return UseSlowPath;
                    if (CompareExchangeHeader(obj, old | id, old) == old)
                        return Success;
                    continue;
                }
                if (owner == id)
                {
                    if ((old & RecursionMask) == RecursionMask)
                        return UseSlowPath;   // the 65th hold inflates
                    if (CompareExchangeHeader(obj, old + RecursionInc, old) == old)
                        return Success;
                    continue;
                }
                if (oneShot)
                    return Failure;
                if (rounds < 0)   // cached by the runtime: no syscall per episode
                    rounds = Environment.ProcessorCount == 1 ? 0 : SpinRounds;
                if (i < rounds)
                    Thread.SpinWait((i + 1) * SpinStep);
                else if (i < rounds + YieldRounds && rounds != 0)
                    Thread.Yield();   // a preempted owner may run: inflation is for good
                else
                    return UseSlowPath;
            }
        }

        // Fast release: true when this thread held the thin lock once (no
        // recursion) and one CAS cleared the owner. false: anything else;
        // the caller goes on to Release, which decides.
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        internal static bool ReleaseFast(object obj)
        {
            int id = CurrentLockId();
            int old = GetHeader(obj);
            if (id != 0 && (old & (HashOrSyncBlock | SpinLock | RecursionMask | ThreadIdMask)) == id)
                return CompareExchangeHeader(obj, old & ~ThreadIdMask, old) == old;
            return ReleaseInflated(old, id);
        }

        // An inflated header: the Lock's one-hold release (false: anything
        // else, decided by Monitor.ExitMore).
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        private static bool ReleaseInflated(int header, int id)
        {
            if ((header & (HashOrSyncBlock | IsHashCode)) != HashOrSyncBlock || Monitor.NativeFatLock())
                return false;
            Lock l = SyncBlockLock(header & IndexMask);
            return l != null && l.ExitFast(id);
        }

        // The Lock behind sync index `index`: an object embedded in the sync
        // block (monitor/syncblock.c), made when the header was inflated;
        // null only if the corelib had no Lock then. Two loads in generated
        // code: index -> chunk -> the Lock's type word.
        [Intrinsic]
        internal static Lock SyncBlockLock(int index)
        {
            return SyncBlockLockNative(index);
        }

        // obj's Lock, inflating the header first if needed; a Lock made from
        // a thin lock is held by its thin owner with the same recursion
        // (whoever inflates).
        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static Lock GetLock(object obj)
        {
            int h = GetHeader(obj);
            if ((h & (HashOrSyncBlock | IsHashCode)) != HashOrSyncBlock)
            {
                Inflate(obj);
                h = GetHeader(obj);
            }
            return SyncBlockLock(h & IndexMask);
        }

        // Is the header inflated (a sync index, not a hash code)?
        internal static bool IsInflated(object obj)
        {
            return (GetHeader(obj) & (HashOrSyncBlock | IsHashCode)) == HashOrSyncBlock;
        }

        // true: released on the thin path. false: the header holds a sync
        // index (or is not a thin lock of this thread): the caller takes the
        // slow path, which releases a fat lock or throws.
        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static bool Release(object obj)
        {
            int id = CurrentLockId();
            while (true)
            {
                int old = GetHeader(obj);
                if ((old & (HashOrSyncBlock | SpinLock)) != 0)
                    return false;
                if ((old & ThreadIdMask) != id || id == 0)
                    throw new SynchronizationLockException();
                int nv = (old & RecursionMask) != 0 ? old - RecursionInc : old & ~ThreadIdMask;
                if (CompareExchangeHeader(obj, nv, old) == old)
                    return true;
            }
        }

        // 1: held by this thread, 0: not, -1: ask the slow path (inflated).
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        internal static int IsAcquired(object obj)
        {
            int old = GetHeader(obj);
            if ((old & (HashOrSyncBlock | SpinLock)) != 0)
                return (old & 0x04000000) != 0 ? 0 : -1;
            int id = CurrentLockId();
            return id != 0 && (old & ThreadIdMask) == id ? 1 : 0;
        }

        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern int GetHeaderNative(object o);

        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern int CompareExchangeHeaderNative(object o, int value, int comparand);

        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern int CurrentLockIdNative();

        // monitor/natives.c: the sync block's Lock, or null.
        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern Lock SyncBlockLockNative(int index);

        // Inflate obj's header (a no-op when it holds a sync index).
        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern void Inflate(object obj);
    }
}
