// generic source
// Channels.cs - System.Threading.Channels (docs/async.md): a FIFO buffer
// between producers and consumers on any threads. Channel.CreateUnbounded
// and CreateBounded make a BufferedChannel<T>, one class for both kinds
// (an unbounded one has capacity -1). Its state (the items, the waiting
// operations, whether writing is done) changes only under its gate; a
// waiting operation is a ChannelWaiter whose outcome is decided under the
// gate (it leaves its list then) and whose task completes after the gate
// is released, so no continuation runs inside the channel's lock. Unless
// AllowSynchronousContinuations, those tasks run their continuations on
// the pool, as .NET's do. Invariants: a reader waits only while the buffer
// is empty; a writer waits only while a bounded Wait channel is full;
// Completion completes once writing is done and the buffer is empty.
using System.Collections.Generic;
using System.Runtime.CompilerServices;
using System.Threading.Tasks;

namespace System.Threading.Channels
{
    public enum BoundedChannelFullMode
    {
        Wait,
        DropNewest,
        DropOldest,
        DropWrite,
    }

    public class ChannelClosedException : InvalidOperationException
    {
        internal const string DefaultMessage = "The channel has been closed.";

        public ChannelClosedException() : base(DefaultMessage) { }
        public ChannelClosedException(string message) : base(message) { }
        public ChannelClosedException(Exception innerException) : base(DefaultMessage, innerException) { }
        public ChannelClosedException(string message, Exception innerException) : base(message, innerException) { }
    }

    public abstract class ChannelOptions
    {
        public bool SingleWriter { get; set; }
        public bool SingleReader { get; set; }
        public bool AllowSynchronousContinuations { get; set; }
    }

    public sealed class UnboundedChannelOptions : ChannelOptions
    {
    }

    public sealed class BoundedChannelOptions : ChannelOptions
    {
        private int capacity;
        private BoundedChannelFullMode fullMode;

        public BoundedChannelOptions(int capacity)
        {
            if (capacity < 1)
                throw new ArgumentOutOfRangeException("capacity");
            this.capacity = capacity;
        }

        public int Capacity
        {
            get { return capacity; }
            set
            {
                if (value < 1)
                    throw new ArgumentOutOfRangeException("value");
                capacity = value;
            }
        }

        public BoundedChannelFullMode FullMode
        {
            get { return fullMode; }
            set
            {
                if ((int)value < 0 || (int)value > 3)
                    throw new ArgumentOutOfRangeException("value");
                fullMode = value;
            }
        }
    }

    public static class Channel
    {
        public static Channel<T> CreateUnbounded<T>()
        {
            return new BufferedChannel<T>(-1, BoundedChannelFullMode.Wait, null, false, false);
        }

        public static Channel<T> CreateUnbounded<T>(UnboundedChannelOptions options)
        {
            if (options == null)
                throw new ArgumentNullException("options");
            return new BufferedChannel<T>(-1, BoundedChannelFullMode.Wait, null,
                                          options.SingleReader, options.AllowSynchronousContinuations);
        }

        public static Channel<T> CreateBounded<T>(int capacity)
        {
            if (capacity < 1)
                throw new ArgumentOutOfRangeException("capacity");
            return new BufferedChannel<T>(capacity, BoundedChannelFullMode.Wait, null, false, false);
        }

        public static Channel<T> CreateBounded<T>(BoundedChannelOptions options)
        {
            return CreateBounded<T>(options, null);
        }

        public static Channel<T> CreateBounded<T>(BoundedChannelOptions options, Action<T> itemDropped)
        {
            if (options == null)
                throw new ArgumentNullException("options");
            return new BufferedChannel<T>(options.Capacity, options.FullMode, itemDropped,
                                          false, options.AllowSynchronousContinuations);
        }
    }

    public abstract class Channel<TWrite, TRead>
    {
        protected Channel()
        {
        }

        public ChannelReader<TRead> Reader { get; protected set; }

        public ChannelWriter<TWrite> Writer { get; protected set; }

        public static implicit operator ChannelReader<TRead>(Channel<TWrite, TRead> channel)
        {
            return channel.Reader;
        }

        public static implicit operator ChannelWriter<TWrite>(Channel<TWrite, TRead> channel)
        {
            return channel.Writer;
        }
    }

    public abstract class Channel<T> : Channel<T, T>
    {
        protected Channel()
        {
        }
    }

    public abstract class ChannelReader<T>
    {
        private Task never;   // the default Completion: a task that never completes

        protected ChannelReader()
        {
        }

        public virtual Task Completion
        {
            get
            {
                if (never == null)
                    never = new Task();
                return never;
            }
        }

        public virtual bool CanCount
        {
            get { return false; }
        }

        public virtual bool CanPeek
        {
            get { return false; }
        }

        public virtual int Count
        {
            get { throw new NotSupportedException(); }
        }

        public abstract bool TryRead(out T item);

        public virtual bool TryPeek(out T item)
        {
            item = default(T);
            return false;
        }

        public abstract ValueTask<bool> WaitToReadAsync(CancellationToken cancellationToken = default);

        // A reader that only says TryRead and WaitToReadAsync: both in a loop.
        public virtual ValueTask<T> ReadAsync(CancellationToken cancellationToken = default)
        {
            if (cancellationToken.IsCancellationRequested)
                return new ValueTask<T>(ChannelTasks.Canceled<T>(cancellationToken));
            T item;
            if (TryRead(out item))
                return new ValueTask<T>(item);
            return new ValueTask<T>(ReadLoop(cancellationToken));
        }

        private async Task<T> ReadLoop(CancellationToken cancellationToken)
        {
            while (true)
            {
                bool more = await WaitToReadAsync(cancellationToken);
                if (!more)
                    throw new ChannelClosedException();
                T item;
                if (TryRead(out item))
                    return item;
            }
        }

        public virtual async IAsyncEnumerable<T> ReadAllAsync([EnumeratorCancellation] CancellationToken cancellationToken = default)
        {
            while (await WaitToReadAsync(cancellationToken))
            {
                T item;
                while (TryRead(out item))
                    yield return item;
            }
        }
    }

    public abstract class ChannelWriter<T>
    {
        protected ChannelWriter()
        {
        }

        public virtual bool TryComplete(Exception error = null)
        {
            return false;
        }

        public abstract bool TryWrite(T item);

        public abstract ValueTask<bool> WaitToWriteAsync(CancellationToken cancellationToken = default);

        // A writer that only says TryWrite and WaitToWriteAsync: both in a loop.
        public virtual ValueTask WriteAsync(T item, CancellationToken cancellationToken = default)
        {
            if (cancellationToken.IsCancellationRequested)
                return new ValueTask(ChannelTasks.Canceled<bool>(cancellationToken));
            try
            {
                if (TryWrite(item))
                    return default(ValueTask);
            }
            catch (Exception e)
            {
                return ValueTask.FromException(e);
            }
            return new ValueTask(WriteLoop(item, cancellationToken));
        }

        private async Task WriteLoop(T item, CancellationToken cancellationToken)
        {
            while (true)
            {
                bool more = await WaitToWriteAsync(cancellationToken);
                if (!more)
                    throw new ChannelClosedException();
                if (TryWrite(item))
                    return;
            }
        }

        public void Complete(Exception error = null)
        {
            if (!TryComplete(error))
                throw new ChannelClosedException();
        }
    }

    // Tasks already completed the way the channel's operations end.
    internal static class ChannelTasks
    {
        internal static Task<R> Canceled<R>(CancellationToken token)
        {
            var t = new Task<R>();
            t.TryCancel(new TaskCanceledException());
            return t;
        }

        internal static Task<R> Faulted<R>(Exception e)
        {
            var t = new Task<R>();
            t.TrySetException(e);
            return t;
        }

        // What a read or write after completion throws: an
        // OperationCanceledException it was completed with itself, else a
        // ChannelClosedException (around the completion's exception).
        internal static Exception Closed(Exception error)
        {
            if (error is OperationCanceledException)
                return error;
            return error == null ? new ChannelClosedException() : new ChannelClosedException(error);
        }
    }

    // One waiting operation: ReadAsync (read), WriteAsync (a blocked
    // writer with its item), WaitToReadAsync or WaitToWriteAsync (flag).
    // Its outcome is set under the channel's gate, its task completed by
    // Fire outside it.
    internal sealed class ChannelWaiter<T>
    {
        internal readonly Task<T> read;      // ReadAsync's task, else null
        internal readonly Task<bool> flag;   // the other operations' task
        internal readonly T item;            // a blocked writer's item
        internal CancellationTokenRegistration registration;   // set under the gate while undecided
        internal bool decided;               // its outcome is set (under the gate)
        private T value;                     // the item read
        private bool result;                 // the flag's value
        private Exception error;             // set: fail with it
        private bool canceled;
        private CancellationToken token;

        internal ChannelWaiter(bool reads, T item, bool continueAsync)
        {
            if (reads)
            {
                read = new Task<T>();
                read.continueAsync = continueAsync;
            }
            else
            {
                flag = new Task<bool>();
                flag.continueAsync = continueAsync;
            }
            this.item = item;
        }

        private Task Op
        {
            get { return read != null ? (Task)read : flag; }
        }

        internal void Succeed(T v, bool b)
        {
            decided = true;
            value = v;
            result = b;
        }

        internal void Fail(Exception e)
        {
            decided = true;
            error = e;
        }

        internal void Cancel(CancellationToken t)
        {
            decided = true;
            canceled = true;
            token = t;
        }

        internal void Fire()
        {
            registration.Dispose();
            if (canceled)
                Op.TryCancel(new OperationCanceledException(token));
            else if (error != null)
                Op.TrySetException(error);
            else if (read != null)
                read.TrySetResult(value);
            else
                flag.TrySetResult(result);
        }
    }

    internal sealed class BufferedChannel<T> : Channel<T>
    {
        private readonly object gate = new object();
        private readonly int capacity;                  // -1: unbounded
        private readonly BoundedChannelFullMode mode;
        private readonly Action<T> itemDropped;
        internal readonly bool singleReader;            // an unbounded single reader cannot count, as .NET's
        internal readonly bool continueAsync;
        private T[] ring = new T[4];                    // the items: count of them from head, wrapping
        private int head;
        private int count;
        private bool done;                              // writing is done (TryComplete)
        private bool drained;                           // done and empty: Completion is (being) completed
        private Exception doneError;                    // what it was completed with
        internal readonly Task completion = new Task();
        private readonly List<ChannelWaiter<T>> readers = new List<ChannelWaiter<T>>();
        private readonly List<ChannelWaiter<T>> readWaiters = new List<ChannelWaiter<T>>();
        private readonly List<ChannelWaiter<T>> writers = new List<ChannelWaiter<T>>();
        private readonly List<ChannelWaiter<T>> writeWaiters = new List<ChannelWaiter<T>>();

        internal BufferedChannel(int capacity, BoundedChannelFullMode mode, Action<T> itemDropped,
                                 bool singleReader, bool allowSynchronousContinuations)
        {
            this.capacity = capacity;
            this.mode = mode;
            this.itemDropped = itemDropped;
            this.singleReader = singleReader;
            continueAsync = !allowSynchronousContinuations;
            completion.continueAsync = continueAsync;
            Reader = new BufferedChannelReader<T>(this);
            Writer = new BufferedChannelWriter<T>(this);
        }

        internal int Count
        {
            get { return count; }
        }

        // ---- the buffer (under the gate) ----

        private void PushBack(T item)
        {
            if (count == ring.Length)
            {
                var bigger = new T[ring.Length * 2];
                for (int i = 0; i < count; i++)
                    bigger[i] = ring[(head + i) % ring.Length];
                ring = bigger;
                head = 0;
            }
            ring[(head + count) % ring.Length] = item;
            count++;
        }

        private T PopFront()
        {
            T item = ring[head];
            ring[head] = default(T);
            head = (head + 1) % ring.Length;
            count--;
            return item;
        }

        private T PopBack()
        {
            int last = (head + count - 1) % ring.Length;
            T item = ring[last];
            ring[last] = default(T);
            count--;
            return item;
        }

        private bool Full
        {
            get { return capacity >= 0 && count >= capacity; }
        }

        // ---- waking (the outcomes under the gate, Fire after it) ----

        private static void Take(List<ChannelWaiter<T>> from, List<ChannelWaiter<T>> wake, bool result, Exception error)
        {
            for (int i = 0; i < from.Count; i++)
            {
                if (error != null)
                    from[i].Fail(error);
                else
                    from[i].Succeed(default(T), result);
                wake.Add(from[i]);
            }
            from.Clear();
        }

        private static void FireAll(List<ChannelWaiter<T>> wake)
        {
            if (wake == null)
                return;
            for (int i = 0; i < wake.Count; i++)
                wake[i].Fire();
        }

        private List<ChannelWaiter<T>> Wake(ref List<ChannelWaiter<T>> wake)
        {
            if (wake == null)
                wake = new List<ChannelWaiter<T>>();
            return wake;
        }

        // Under the gate: true the one time writing is done and the
        // buffer empty; the caller then completes Completion after the gate.
        private bool DrainedNow()
        {
            if (drained || !done || count != 0)
                return false;
            drained = true;
            return true;
        }

        private void CompleteCompletion()
        {
            if (doneError is OperationCanceledException)
                completion.TryCancel(new TaskCanceledException());
            else if (doneError != null)
                completion.TrySetException(doneError);
            else
                completion.TryComplete(Task.Done, null);
        }

        // ---- writing ----

        // Puts the item in (to a waiting reader first). 0: written,
        // 1: full (Wait mode), 2: writing is done. `dropped`: an item a
        // Drop mode dropped (dropping says so).
        private int Put(T item, ref List<ChannelWaiter<T>> wake, out bool dropping, out T dropped)
        {
            dropping = false;
            dropped = default(T);
            if (done)
                return 2;
            if (readers.Count > 0)
            {
                ChannelWaiter<T> r = readers[0];
                readers.RemoveAt(0);
                r.Succeed(item, true);
                Wake(ref wake).Add(r);
                return 0;
            }
            if (Full)
            {
                if (mode == BoundedChannelFullMode.Wait)
                    return 1;
                dropping = true;
                if (mode == BoundedChannelFullMode.DropWrite)
                {
                    dropped = item;
                    return 0;
                }
                dropped = mode == BoundedChannelFullMode.DropNewest ? PopBack() : PopFront();
            }
            PushBack(item);
            if (readWaiters.Count > 0)
                Take(readWaiters, Wake(ref wake), true, null);
            return 0;
        }

        private void Dropped(bool dropping, T dropped)
        {
            if (dropping && itemDropped != null)
                itemDropped(dropped);
        }

        internal bool TryWrite(T item)
        {
            List<ChannelWaiter<T>> wake = null;
            bool dropping;
            T dropped;
            int r;
            lock (gate)
                r = Put(item, ref wake, out dropping, out dropped);
            FireAll(wake);
            Dropped(dropping, dropped);
            return r == 0;
        }

        internal ValueTask WriteAsync(T item, CancellationToken token)
        {
            if (token.IsCancellationRequested)
                return new ValueTask(ChannelTasks.Canceled<bool>(token));
            List<ChannelWaiter<T>> wake = null;
            ChannelWaiter<T> w = null;
            bool dropping;
            T dropped;
            int r;
            lock (gate)
            {
                r = Put(item, ref wake, out dropping, out dropped);
                if (r == 1)
                {
                    w = new ChannelWaiter<T>(false, item, continueAsync);
                    writers.Add(w);
                }
            }
            FireAll(wake);
            Dropped(dropping, dropped);
            if (r == 2)
                return new ValueTask(ChannelTasks.Faulted<bool>(ChannelTasks.Closed(doneError)));
            if (r == 0)
                return default(ValueTask);
            Register(w, writers, token);
            return new ValueTask(w.flag);
        }

        internal ValueTask<bool> WaitToWriteAsync(CancellationToken token)
        {
            if (token.IsCancellationRequested)
                return new ValueTask<bool>(ChannelTasks.Canceled<bool>(token));
            ChannelWaiter<T> w;
            lock (gate)
            {
                if (done)
                    return DoneFlag();
                if (!Full || mode != BoundedChannelFullMode.Wait)
                    return new ValueTask<bool>(true);
                w = new ChannelWaiter<T>(false, default(T), continueAsync);
                writeWaiters.Add(w);
            }
            Register(w, writeWaiters, token);
            return new ValueTask<bool>(w.flag);
        }

        // WaitToRead/WaitToWrite once writing is done: false, or the
        // exception it was completed with.
        private ValueTask<bool> DoneFlag()
        {
            if (doneError != null)
                return new ValueTask<bool>(ChannelTasks.Faulted<bool>(doneError));
            return new ValueTask<bool>(false);
        }

        internal bool TryComplete(Exception error)
        {
            var wake = new List<ChannelWaiter<T>>();
            bool empty;
            lock (gate)
            {
                if (done)
                    return false;
                done = true;
                doneError = error;
                empty = DrainedNow();
                Take(readers, wake, false, ChannelTasks.Closed(error));
                Take(writers, wake, false, ChannelTasks.Closed(error));
                Take(readWaiters, wake, false, error);
                Take(writeWaiters, wake, false, error);
            }
            if (empty)
                CompleteCompletion();
            FireAll(wake);
            return true;
        }

        // ---- reading ----

        // Takes the first item (the buffer is not empty); a blocked writer's
        // item fills the place, or the write waiters learn there is room.
        private T TakeFirst(ref List<ChannelWaiter<T>> wake)
        {
            T item = PopFront();
            if (writers.Count > 0)
            {
                ChannelWaiter<T> w = writers[0];
                writers.RemoveAt(0);
                PushBack(w.item);
                w.Succeed(default(T), true);
                Wake(ref wake).Add(w);
            }
            else if (writeWaiters.Count > 0)
                Take(writeWaiters, Wake(ref wake), true, null);
            return item;
        }

        // After a read: the writers it woke, then Completion if it was the last item.
        private void AfterRead(List<ChannelWaiter<T>> wake, bool empty)
        {
            FireAll(wake);
            if (empty)
                CompleteCompletion();
        }

        internal bool TryRead(out T item)
        {
            List<ChannelWaiter<T>> wake = null;
            bool empty = false;
            lock (gate)
            {
                if (count == 0)
                {
                    item = default(T);
                    return false;
                }
                item = TakeFirst(ref wake);
                empty = DrainedNow();
            }
            AfterRead(wake, empty);
            return true;
        }

        internal bool TryPeek(out T item)
        {
            lock (gate)
            {
                item = count > 0 ? ring[head] : default(T);
                return count > 0;
            }
        }

        internal ValueTask<T> ReadAsync(CancellationToken token)
        {
            if (token.IsCancellationRequested)
                return new ValueTask<T>(ChannelTasks.Canceled<T>(token));
            List<ChannelWaiter<T>> wake = null;
            bool empty = false;
            ChannelWaiter<T> w;
            T item;
            lock (gate)
            {
                if (count > 0)
                {
                    item = TakeFirst(ref wake);
                    empty = DrainedNow();
                    w = null;
                }
                else if (done)
                    return new ValueTask<T>(ChannelTasks.Faulted<T>(ChannelTasks.Closed(doneError)));
                else
                {
                    item = default(T);
                    w = new ChannelWaiter<T>(true, default(T), continueAsync);
                    readers.Add(w);
                }
            }
            if (w == null)
            {
                AfterRead(wake, empty);
                return new ValueTask<T>(item);
            }
            Register(w, readers, token);
            return new ValueTask<T>(w.read);
        }

        internal ValueTask<bool> WaitToReadAsync(CancellationToken token)
        {
            if (token.IsCancellationRequested)
                return new ValueTask<bool>(ChannelTasks.Canceled<bool>(token));
            ChannelWaiter<T> w;
            lock (gate)
            {
                if (count > 0)
                    return new ValueTask<bool>(true);
                if (done)
                    return DoneFlag();
                w = new ChannelWaiter<T>(false, default(T), continueAsync);
                readWaiters.Add(w);
            }
            Register(w, readWaiters, token);
            return new ValueTask<bool>(w.flag);
        }

        // ---- cancellation ----

        // The token's cancellation takes w out of its list and cancels it,
        // unless its outcome was decided first. The registration is kept
        // (for Fire to dispose) only while w waits, under the gate, so the
        // thread that decides w reads it whole.
        private void Register(ChannelWaiter<T> w, List<ChannelWaiter<T>> list, CancellationToken token)
        {
            if (!token.CanBeCanceled)
                return;
            CancellationTokenRegistration reg = token.Register(() => CancelWaiter(w, list, token));
            bool waiting;
            lock (gate)
            {
                waiting = !w.decided;
                if (waiting)
                    w.registration = reg;
            }
            if (!waiting)
                reg.Dispose();
        }

        private void CancelWaiter(ChannelWaiter<T> w, List<ChannelWaiter<T>> list, CancellationToken token)
        {
            lock (gate)
            {
                if (!list.Remove(w))
                    return;
                w.Cancel(token);
            }
            w.Fire();
        }
    }

    internal sealed class BufferedChannelReader<T> : ChannelReader<T>
    {
        private readonly BufferedChannel<T> channel;

        internal BufferedChannelReader(BufferedChannel<T> channel)
        {
            this.channel = channel;
        }

        public override Task Completion
        {
            get { return channel.completion; }
        }

        public override bool CanCount
        {
            get { return !channel.singleReader; }
        }

        public override bool CanPeek
        {
            get { return true; }
        }

        public override int Count
        {
            get
            {
                if (channel.singleReader)
                    throw new NotSupportedException();
                return channel.Count;
            }
        }

        public override bool TryRead(out T item)
        {
            return channel.TryRead(out item);
        }

        public override bool TryPeek(out T item)
        {
            return channel.TryPeek(out item);
        }

        public override ValueTask<T> ReadAsync(CancellationToken cancellationToken = default)
        {
            return channel.ReadAsync(cancellationToken);
        }

        public override ValueTask<bool> WaitToReadAsync(CancellationToken cancellationToken = default)
        {
            return channel.WaitToReadAsync(cancellationToken);
        }
    }

    internal sealed class BufferedChannelWriter<T> : ChannelWriter<T>
    {
        private readonly BufferedChannel<T> channel;

        internal BufferedChannelWriter(BufferedChannel<T> channel)
        {
            this.channel = channel;
        }

        public override bool TryComplete(Exception error = null)
        {
            return channel.TryComplete(error);
        }

        public override bool TryWrite(T item)
        {
            return channel.TryWrite(item);
        }

        public override ValueTask WriteAsync(T item, CancellationToken cancellationToken = default)
        {
            return channel.WriteAsync(item, cancellationToken);
        }

        public override ValueTask<bool> WaitToWriteAsync(CancellationToken cancellationToken = default)
        {
            return channel.WaitToWriteAsync(cancellationToken);
        }
    }
}
