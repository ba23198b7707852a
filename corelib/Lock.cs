// Lock.cs - System.Threading.Lock: the fat lock, in C#. It is both the lock
// behind an inflated object header (each sync block embeds one, laid out by
// monitor/syncblock.c in C memory outside the GC heap, made held by the thin
// owner when the header is inflated; the Monitor's fat fast paths reach it
// through the ObjectHeader.SyncBlockLock intrinsic) and a class programs may
// use directly (`new Lock()`, on the heap). monitor/ reads and writes the
// fields _state, _owner, _recursion and _condition by name. The futex wait and wake
// are its only natives (monitor/natives.c); docs/monitor.md has the
// protocol and its invariants.
//
// The lock's state is three words:
//   _state      bit 0 Locked, bit 1 WaiterWoken (a waiter was signalled and
//               has not run yet), bit 2 DontBarge (a waiter starved 100 ms:
//               newcomers queue instead of taking a free lock), bits 3-5 the
//               number of spinners (0-7), bits 6-31 the number of waiters.
//               Every change is a CAS or an atomic add.
//   _owner      lock id of the holder, 0 when free: written by the holder
//               only (after its CAS takes Locked, before its release clears
//               it), so `_owner == me` is exact for the calling thread.
//   _recursion  extra holds, touched by the holder only.
// Wake-ups go through _wakeSeq (a futex word bumped by every wake): a
// waiter reads it before it looks at _state, so a release between the two
// makes its futex wait return at once.
//
// Invariants: a releaser wakes one waiter only when waiters exist, nobody
// holds the lock, no spinner is active (unless DontBarge) and no waiter is
// already woken; a spinner that stops without the lock, and a waiter that
// times out, re-run that check (a wake may have been skipped for them). A
// waiter that has slept may take a free lock despite DontBarge; a waiter
// that takes it clears DontBarge; the last waiter to leave clears it too.
// Waiters re-check at least every 100 ms, so a lost wake-up would cost
// latency, never a hang.
//
// Shape for the code generators: TryEnterOnce and ExitFast are
// [AggressiveInlining], small, without loops or calls on their common path;
// everything else is [NoInlining]. No static fields: no .cctor.
using System.Runtime.CompilerServices;

namespace System.Threading
{
    public sealed class Lock
    {
        private const int Locked = 1;
        private const int WaiterWoken = 2;
        private const int DontBarge = 4;
        private const int SpinnerInc = 8;
        private const int SpinnerMask = 0x38;
        private const int WaiterInc = 0x40;
        private const int WaiterMask = ~0x3F;
        private const int StarveMs = 100;
        private const int SpinStart = 16;     // rounds; round i spins i SpinWait iterations
        private const int SpinMin = 4;
        private const int SpinMax = 32;       // 528 iterations, about 20 us
        private const int WokenSpinRounds = 8;

        internal const int Acquired = 0;
        internal const int Busy = 1;

        private volatile int _state;
        private volatile int _owner;
        private volatile int _recursion;
        private volatile int _wakeSeq;
        private volatile int _spinLimit;
        internal Condition _condition;        // Monitor.Wait/Pulse queue (guarded by this lock)

        public Lock()
        {
        }

        public bool IsHeldByCurrentThread
        {
            get { return IsHeldBy(ObjectHeader.CurrentLockId()); }
        }

        public void Enter()
        {
            int id = ObjectHeader.CurrentLockId();
            if (TryEnterOnce(id) != Acquired)
                EnterSlow(id, -1, this);
        }

        public bool TryEnter()
        {
            return TryEnterOnce(ObjectHeader.CurrentLockId()) == Acquired;
        }

        public bool TryEnter(int millisecondsTimeout)
        {
            if (millisecondsTimeout < -1)
                throw new ArgumentOutOfRangeException("millisecondsTimeout",
                    "Number must be either non-negative and less than or equal to Int32.MaxValue or -1.");
            int id = ObjectHeader.CurrentLockId();
            if (TryEnterOnce(id) == Acquired)
                return true;
            if (millisecondsTimeout == 0)
                return false;
            return EnterSlow(id, millisecondsTimeout, this);
        }

        public void Exit()
        {
            int id = ObjectHeader.CurrentLockId();
            if (!ExitFast(id))
                ExitMore(id, "The calling thread does not hold the lock.");
        }

        internal bool IsHeldBy(int id)
        {
            return id != 0 && _owner == id;
        }

        // One attempt: a free lock nobody is queued for, or a level more of
        // this thread's own hold.
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        internal int TryEnterOnce(int id)
        {
            int s = _state;
            if ((s & (Locked | DontBarge)) == 0 && Interlocked.CompareExchange(ref _state, s | Locked, s) == s)
            {
                _owner = id;
                return Acquired;
            }
            if (id != 0 && _owner == id)
            {
                _recursion++;
                return Acquired;
            }
            return Busy;
        }

        // Release a single hold of this thread; false: a recursion level or
        // not held by this thread (the caller's slow path decides).
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        internal bool ExitFast(int id)
        {
            if (id == 0 || _owner != id || _recursion != 0)
                return false;
            _owner = 0;
            int s = Interlocked.Add(ref _state, -Locked);
            if ((s & WaiterMask) != 0)
                WakeOne(s);
            return true;
        }

        // Exit when ExitFast did not apply: a recursion level, or throw.
        [MethodImpl(MethodImplOptions.NoInlining)]
        internal void ExitMore(int id, string message)
        {
            if (id == 0 || _owner != id)
            {
                if (message == null)
                    throw new SynchronizationLockException();
                throw new SynchronizationLockException(message);
            }
            if (_recursion != 0)
                _recursion--;
            else
                ExitFast(id);
        }

        // Every level of this thread's hold released at once (Monitor.Wait);
        // returns the extra levels, for RestoreRecursion.
        internal int ReleaseAll(int id)
        {
            int rec = _recursion;
            _recursion = 0;
            ExitFast(id);
            return rec;
        }

        internal void RestoreRecursion(int rec)
        {
            _recursion = rec;
        }

        // Wake one waiter if the protocol says so, given the state s just
        // seen (see the file comment).
        [MethodImpl(MethodImplOptions.NoInlining)]
        private void WakeOne(int s)
        {
            while (true)
            {
                if ((s & WaiterMask) == 0 || (s & (Locked | WaiterWoken)) != 0)
                    return;
                if ((s & SpinnerMask) != 0 && (s & DontBarge) == 0)
                    return;
                int seen = Interlocked.CompareExchange(ref _state, s | WaiterWoken, s);
                if (seen == s)
                    break;
                s = seen;
            }
            Interlocked.Increment(ref _wakeSeq);
            FutexWake(ref _wakeSeq, 1);
        }

        // Blocking or timed acquisition after the fast path failed; blocker
        // is the object a thread dump names (the monitor's object or this).
        [MethodImpl(MethodImplOptions.NoInlining)]
        internal bool EnterSlow(int id, int millisecondsTimeout, object blocker)
        {
            if (TryEnterOnce(id) == Acquired)
                return true;
            if (millisecondsTimeout == 0)
                return false;
            long start = Environment.TickCount64;
            CountContended();
            if (Spin(id))
                return true;
            return WaitForLock(id, millisecondsTimeout, start, blocker);
        }

        // Adaptive spinning as one of at most 7 registered spinners.
        private bool Spin(int id)
        {
            if (Environment.ProcessorCount == 1)
                return false;
            int s = _state;
            while (true)
            {
                if ((s & SpinnerMask) == SpinnerMask || (s & DontBarge) != 0)
                    return false;
                int seen = Interlocked.CompareExchange(ref _state, s + SpinnerInc, s);
                if (seen == s)
                    break;
                s = seen;
            }
            int budget = _spinLimit;
            if (budget == 0)
                budget = SpinStart;
            for (int i = 1; i <= budget; i++)
            {
                Thread.SpinWait(i);
                s = _state;
                if ((s & DontBarge) != 0)
                    break;
                if ((s & Locked) == 0 && Interlocked.CompareExchange(ref _state, (s | Locked) - SpinnerInc, s) == s)
                {
                    _owner = id;
                    if (budget < SpinMax)
                        _spinLimit = budget * 2;
                    return true;
                }
            }
            if (budget > SpinMin)
                _spinLimit = budget / 2;
            s = Interlocked.Add(ref _state, -SpinnerInc);
            if ((s & WaiterMask) != 0)
                WakeOne(s);   // a release may have left the waking to us
            return false;
        }

        // A waiter takes a free lock (over DontBarge once it has slept).
        private bool TakeAsWaiter(int id, bool slept)
        {
            int s = _state;
            while ((s & Locked) == 0 && (slept || (s & DontBarge) == 0))
            {
                int seen = Interlocked.CompareExchange(ref _state, ((s | Locked) - WaiterInc) & ~DontBarge, s);
                if (seen == s)
                {
                    _owner = id;
                    return true;
                }
                s = seen;
            }
            return false;
        }

        private bool WaitForLock(int id, int millisecondsTimeout, long start, object blocker)
        {
            int s = _state;
            while (true)
            {
                if ((s & (Locked | DontBarge)) == 0)
                {
                    int taken = Interlocked.CompareExchange(ref _state, s | Locked, s);
                    if (taken == s)
                    {
                        _owner = id;
                        return true;
                    }
                    s = taken;
                    continue;
                }
                int seen = Interlocked.CompareExchange(ref _state, s + WaiterInc, s);
                if (seen == s)
                    break;
                s = seen;
            }
            bool slept = false;
            bool multi = Environment.ProcessorCount > 1;
            while (true)
            {
                int seq = Volatile.Read(ref _wakeSeq);
                if (TakeAsWaiter(id, slept))
                    return true;
                long now = Environment.TickCount64;
                int nap = StarveMs;
                if (millisecondsTimeout >= 0)
                {
                    long left = start + millisecondsTimeout - now;
                    if (left <= 0)
                    {
                        LeaveWaiters();
                        return false;
                    }
                    if (left < nap)
                        nap = (int)left;
                }
                if (now - start >= StarveMs)
                {
                    s = _state;
                    if ((s & DontBarge) == 0)
                        Interlocked.CompareExchange(ref _state, s | DontBarge, s);
                }
                FutexWait(ref _wakeSeq, seq, nap, blocker, false);
                slept = true;
                s = _state;
                while ((s & WaiterWoken) != 0)
                {
                    int seen = Interlocked.CompareExchange(ref _state, s & ~WaiterWoken, s);
                    if (seen == s)
                        break;
                    s = seen;
                }
                if (multi)
                {
                    for (int i = 1; i <= WokenSpinRounds; i++)
                    {
                        if (TakeAsWaiter(id, true))
                            return true;
                        Thread.SpinWait(i);
                    }
                }
            }
        }

        // A timed-out waiter leaves the queue; a wake meant for it is passed on.
        private void LeaveWaiters()
        {
            int s = _state;
            int ns;
            while (true)
            {
                ns = (s - WaiterInc) & ~WaiterWoken;
                if ((ns & WaiterMask) == 0)
                    ns &= ~DontBarge;
                int seen = Interlocked.CompareExchange(ref _state, ns, s);
                if (seen == s)
                    break;
                s = seen;
            }
            if ((ns & WaiterMask) != 0)
                WakeOne(ns);
        }

        internal Condition GetCondition()
        {
            if (_condition == null)
                _condition = new Condition();   // under this lock
            return _condition;
        }

        // monitor/natives.c. FutexWait sleeps (GC-safe) while *word == expected,
        // at most timeoutMs (-1: no limit); blocker is what a thread dump
        // shows (inMonitorWait: "in Monitor.Wait on", else "waiting to lock").
        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern void FutexWait(ref int word, int expected, int timeoutMs, object blocker, bool inMonitorWait);

        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern void FutexWake(ref int word, int count);

        // --stats' lock_contended (a per-thread count in monitor/).
        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern void CountContended();
    }

    // Monitor.Wait/Pulse/PulseAll of one object: a FIFO of waiters, guarded
    // by the object's Lock (every call is made holding it).
    internal sealed class Condition
    {
        private Waiter _head;
        private Waiter _tail;

        internal bool Wait(Lock l, int id, int millisecondsTimeout, object obj)
        {
            Waiter w = new Waiter();
            if (_tail == null)
                _head = w;
            else
                _tail.next = w;
            _tail = w;
            int rec = l.ReleaseAll(id);
            long start = millisecondsTimeout > 0 ? Environment.TickCount64 : 0;
            while (Volatile.Read(ref w.signaled) == 0)
            {
                int left = -1;
                if (millisecondsTimeout >= 0)
                {
                    long rest = millisecondsTimeout == 0 ? 0 : start + millisecondsTimeout - Environment.TickCount64;
                    if (rest <= 0)
                        break;
                    left = (int)rest;
                }
                Lock.FutexWait(ref w.signaled, 0, left, obj, true);
            }
            l.EnterSlow(id, -1, obj);
            l.RestoreRecursion(rec);
            if (w.signaled != 0)
                return true;
            Remove(w);
            return false;
        }

        private void Remove(Waiter w)
        {
            Waiter prev = null;
            Waiter p = _head;
            while (p != null && p != w)
            {
                prev = p;
                p = p.next;
            }
            if (p == null)
                return;
            if (prev == null)
                _head = p.next;
            else
                prev.next = p.next;
            if (_tail == p)
                _tail = prev;
        }

        internal void Pulse(bool all)
        {
            do
            {
                Waiter w = _head;
                if (w == null)
                    return;
                _head = w.next;
                if (_head == null)
                    _tail = null;
                Volatile.Write(ref w.signaled, 1);
                Lock.FutexWake(ref w.signaled, 1);
            } while (all);
        }
    }

    internal sealed class Waiter
    {
        internal Waiter next;
        internal int signaled;   // futex word: 1 once pulsed
    }
}
