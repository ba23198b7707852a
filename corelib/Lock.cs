// Lock.cs - System.Threading.Lock: the fat lock, in C#. It is both the lock
// behind an inflated object header (each sync block embeds one, laid out by
// monitor/syncblock.c in C memory outside the GC heap, made held by the thin
// owner when the header is inflated; the Monitor's fat fast paths reach it
// through the ObjectHeader.SyncBlockLock intrinsic) and a class programs may
// use directly (`new Lock()`, on the heap). monitor/ reads and writes the
// fields _state, _owner, _recursion and _condition by name; an embedded Lock
// is all zeros but those, so every other field's zero is its initial value.
// The futex wait and wake are its only natives (monitor/natives.c);
// docs/monitor.md has the protocol and its invariants.
//
// The lock's state:
//   _state      bit 0 Locked, bit 1 WaiterWoken (a waiter was signalled and
//               has not finished its woken spin yet), bit 2 DontBarge
//               (waiters have made no progress for 100 ms: newcomers queue
//               instead of taking a free lock), bits 3-5 the number of
//               spinners (0-7), bits 6-31 the number of waiters. Every
//               change is a CAS or an atomic add.
//   _owner      lock id of the holder, 0 when free: written by the holder
//               only (after its CAS takes Locked, before its release clears
//               it), so `_owner == me` is exact for the calling thread.
//   _recursion  extra holds, touched by the holder only.
//   _waiterStartMs  when waiters last made progress (the first waiter
//               registered or a waiter took the lock; 0: not recorded): the
//               starvation clock, one per lock.
//   _spinCut    rounds taken off the spin of spinners that are not first
//               (adaptive; a first spinner always spins the full budget).
// Wake-ups go through _wakeSeq (a futex word bumped by every wake): a
// waiter reads it before it looks at _state, so a release between the two
// makes its futex wait return at once.
//
// Policy (as .NET's Lock): newcomers may take a free lock over waiters
// (no convoy); a contended acquirer spins with back-off and, past the
// first rounds, yields the CPU every other round (a preempted holder gets
// to run on an oversubscribed machine); then it sleeps. It registers as a
// spinner only while waiters exist (with none there is no wake to skip). A
// releaser wakes one waiter only when waiters exist, no spinner is active
// and no woken waiter is still spinning (WaiterWoken stays set through a
// woken waiter's spin, so one release cannot wake a crowd). A spinner that
// gives up takes the lock if it is free (a release skipped the wake for
// it), or under DontBarge leaves it to a waiter and wakes one. Once waiters
// have made no progress for 100 ms, a spinner or releaser sets DontBarge;
// a waiter that takes the lock clears it and restarts the clock, and the
// last waiter to leave clears it.
//
// Invariants: a WaiterWoken bit is always cleared by a waiter that woke
// (after its spin) or by one that takes the lock or leaves; no wake is lost
// (see WakeOne's callers); waiters re-check at least every 100 ms, so a
// missed wake-up would cost latency, never a hang.
//
// Shape for the code generators: TryEnterOnce and ExitFast are
// [AggressiveInlining], small, without loops or calls on their common path;
// everything else is [NoInlining] or called from there. No static fields:
// no .cctor.
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
        private const int SpinRounds = 22;     // see SpinPause: about 15 us and 6 yields
        private const int YieldFrom = 10;      // from this round, every other round yields
        private const int MaxSpinWait = 32;    // Thread.SpinWait iterations a round, at most

        internal const int Acquired = 0;
        internal const int Busy = 1;

        private volatile int _state;
        private volatile int _owner;
        private volatile int _recursion;
        private volatile int _wakeSeq;
        private volatile int _spinCut;
        private volatile int _waiterStartMs;
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

        // Enter, and a Scope whose Dispose exits: `using (l.EnterScope())`,
        // and what `lock (l)` compiles to for a Lock-typed l (C# 13).
        public Scope EnterScope()
        {
            Enter();
            return new Scope(this);
        }

        // The hold EnterScope took; Dispose releases it once (a second
        // Dispose, or one of a default Scope, does nothing). A ref struct:
        // it lives on its caller's stack, never in a box.
        public ref struct Scope
        {
            private Lock _lockObj;

            internal Scope(Lock lockObj)
            {
                _lockObj = lockObj;
            }

            public void Dispose()
            {
                Lock l = _lockObj;
                if (l != null)
                {
                    _lockObj = null;
                    l.Exit();
                }
            }
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
            if ((s & WaiterMask) != 0 && (s & (SpinnerMask | WaiterWoken)) == 0)
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
        // seen: waiters, the lock free, no spinner (it takes the lock or
        // wakes when it stops) and no woken waiter still spinning. Sets
        // DontBarge too when waiters have starved.
        [MethodImpl(MethodImplOptions.NoInlining)]
        private void WakeOne(int s)
        {
            while (true)
            {
                if ((s & WaiterMask) == 0 || (s & (Locked | WaiterWoken | SpinnerMask)) != 0)
                    return;
                int ns = s | WaiterWoken;
                if ((s & DontBarge) == 0 && WaitersStarved())
                    ns |= DontBarge;
                int seen = Interlocked.CompareExchange(ref _state, ns, s);
                if (seen == s)
                    break;
                s = seen;
            }
            Interlocked.Increment(ref _wakeSeq);
            FutexWake(ref _wakeSeq, 1);
        }

        // The starvation clock: waiters have made no progress for StarveMs.
        private bool WaitersStarved()
        {
            int t = _waiterStartMs;
            return t != 0 && (int)Environment.TickCount64 - t >= StarveMs;
        }

        private void RecordWaiterStart()
        {
            int now = (int)Environment.TickCount64;
            _waiterStartMs = now == 0 ? 1 : now;
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
            long start = millisecondsTimeout > 0 ? Environment.TickCount64 : 0;
            CountContended();
            bool multi = Environment.ProcessorCount > 1;   // cached by the runtime
            if (multi && Spin(id))
                return true;
            return WaitForLock(id, millisecondsTimeout, start, blocker, multi);
        }

        // The wait after spin round i: back-off of 4, 8, 16, then 32
        // calibrated SpinWait iterations of 37 ns, and from round YieldFrom
        // on every other round a yield of the CPU instead.
        private static void SpinPause(int i)
        {
            if (i >= YieldFrom && ((i - YieldFrom) & 1) == 0)
                Thread.Yield();
            else
                Thread.SpinWait(i < 3 ? 4 << i : MaxSpinWait);
        }

        // Adaptive spinning; true: the lock was taken. A spinner registers
        // (one of at most 7) only while waiters exist: registered spinners
        // keep releasers from waking a waiter, and with no waiter there is no
        // wake to skip, so the CAS would only take the line from the holder.
        // The first spinner (no registered one yet) spins the full budget
        // and adjusts _spinCut; the others spin what it left.
        private bool Spin(int id)
        {
            int s = _state;
            if ((s & DontBarge) != 0 || ((s & SpinnerMask) != 0 && _spinCut >= SpinRounds))
                return false;
            bool first = (s & SpinnerMask) == 0;
            int rounds = first ? SpinRounds : SpinRounds - _spinCut;
            int reg = 0;   // SpinnerInc while registered
            for (int i = 0; i < rounds; i++)
            {
                if (i > 0)
                {
                    SpinPause(i - 1);
                    s = _state;
                }
                if ((s & DontBarge) != 0)
                    break;
                if ((s & Locked) == 0)
                {
                    if (Interlocked.CompareExchange(ref _state, (s | Locked) - reg, s) == s)
                    {
                        _owner = id;
                        if (first && _spinCut > 0)
                            _spinCut = _spinCut - 1;
                        return true;
                    }
                    continue;
                }
                if (reg == 0 && (s & WaiterMask) != 0)
                {
                    if (WaitersStarved())
                    {
                        Interlocked.CompareExchange(ref _state, s | DontBarge, s);
                        return false;
                    }
                    if ((s & SpinnerMask) != SpinnerMask && Interlocked.CompareExchange(ref _state, s + SpinnerInc, s) == s)
                        reg = SpinnerInc;
                }
            }
            if (first && _spinCut < SpinRounds)
                _spinCut = _spinCut + 1;
            if (reg == 0)
                return false;
            // Leave the spinners; a release may have skipped its wake for us.
            s = Interlocked.Add(ref _state, -SpinnerInc);
            while ((s & (Locked | DontBarge)) == 0)
            {
                int seen = Interlocked.CompareExchange(ref _state, s | Locked, s);
                if (seen == s)
                {
                    _owner = id;
                    return true;
                }
                s = seen;
            }
            if ((s & WaiterMask) != 0 && (s & (Locked | WaiterWoken | SpinnerMask)) == 0)
                WakeOne(s);   // DontBarge: the free lock is for a waiter
            return false;
        }

        // A registered waiter takes a free lock (over DontBarge when
        // overBarge): it leaves the waiters, clears WaiterWoken and DontBarge
        // and restarts the starvation clock for the waiters that remain.
        private bool TakeAsWaiter(int id, bool overBarge)
        {
            int s = _state;
            while ((s & Locked) == 0 && (overBarge || (s & DontBarge) == 0))
            {
                int ns = ((s | Locked) - WaiterInc) & ~(WaiterWoken | DontBarge);
                if ((ns & WaiterMask) != 0)
                    RecordWaiterStart();
                int seen = Interlocked.CompareExchange(ref _state, ns, s);
                if (seen == s)
                {
                    _owner = id;
                    return true;
                }
                s = seen;
            }
            return false;
        }

        // The end of a woken waiter's spin: WaiterWoken cleared (if still
        // set), and the lock taken if free (over DontBarge if overBarge).
        private bool ClearWokenOrTake(int id, bool overBarge)
        {
            int s = _state;
            while (true)
            {
                if ((s & Locked) == 0 && (overBarge || (s & DontBarge) == 0))
                {
                    if (TakeAsWaiter(id, overBarge))
                        return true;
                    s = _state;
                    continue;
                }
                if ((s & WaiterWoken) == 0)
                    return false;
                int seen = Interlocked.CompareExchange(ref _state, s & ~WaiterWoken, s);
                if (seen == s)
                    return false;
                s = seen;
            }
        }

        // Register as a waiter (or take the lock if it is free and not
        // reserved); true: taken.
        private bool RegisterWaiter(int id)
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
                bool firstWaiter = (s & WaiterMask) == 0;
                if (firstWaiter)
                    _waiterStartMs = 0;   // no stale clock while we register
                int seen = Interlocked.CompareExchange(ref _state, s + WaiterInc, s);
                if (seen == s)
                {
                    if (firstWaiter)
                        RecordWaiterStart();
                    return false;
                }
                s = seen;
            }
        }

        // The wait of a registered waiter. Only one that has slept may take
        // the lock over DontBarge (which is there for the waiters that were
        // passed over); one that finds WaiterWoken set before it sleeps
        // handles that wake (spins, then clears it), as it may be its own.
        private bool WaitForLock(int id, int millisecondsTimeout, long start, object blocker, bool multi)
        {
            if (RegisterWaiter(id))
                return true;
            bool woken = false;
            bool slept = false;
            while (true)
            {
                if (woken)
                {
                    // WaiterWoken stays set while we spin: no release wakes another.
                    for (int i = 0; multi && i < SpinRounds; i++)
                    {
                        if (TakeAsWaiter(id, slept))
                            return true;
                        SpinPause(i);
                    }
                    if (ClearWokenOrTake(id, slept))
                        return true;
                    woken = false;
                }
                int seq = Volatile.Read(ref _wakeSeq);
                int s = _state;
                if ((s & Locked) == 0 && TakeAsWaiter(id, slept))
                    return true;
                if ((s & WaiterWoken) != 0)
                {
                    woken = true;   // a wake may be ours: handle it rather than sleep on it
                    continue;
                }
                int nap = StarveMs;
                if (millisecondsTimeout >= 0)
                {
                    long left = start + millisecondsTimeout - Environment.TickCount64;
                    if (left <= 0)
                    {
                        LeaveWaiters();
                        return false;
                    }
                    if (left < nap)
                        nap = (int)left;
                }
                FutexWait(ref _wakeSeq, seq, nap, blocker, false);
                woken = true;
                slept = true;
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
