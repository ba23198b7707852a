// generic source
// AsyncEnumerable.cs - async streams (docs/async.md): IAsyncDisposable,
// IAsyncEnumerable<T>, IAsyncEnumerator<T>, and the base of an async
// iterator's state machine (lower_iterator.c). The state machine's
// MoveNext runs the body to its next `yield return` (true), its end
// (false), or an await of an incomplete task, which only records the task
// (AwaitTask): the machine registers its continuation after MoveNext has
// returned, so the body never runs on two threads at once.
using System.Collections.Generic;
using System.Runtime.CompilerServices;
using System.Threading;
using System.Threading.Tasks;

namespace System
{
    public interface IAsyncDisposable
    {
        ValueTask DisposeAsync();
    }
}

namespace System.Collections.Generic
{
    public interface IAsyncEnumerable<out T>
    {
        IAsyncEnumerator<T> GetAsyncEnumerator(CancellationToken cancellationToken = default);
    }

    public interface IAsyncEnumerator<out T> : IAsyncDisposable
    {
        T Current { get; }

        ValueTask<bool> MoveNextAsync();
    }
}

namespace System.Threading.Tasks
{
    public static class TaskAsyncEnumerableExtensions
    {
        // The token goes to GetAsyncEnumerator (an async iterator ignores it).
        public static ConfiguredCancelableAsyncEnumerable<T> WithCancellation<T>(this IAsyncEnumerable<T> source,
                                                                               CancellationToken cancellationToken)
        {
            return new ConfiguredCancelableAsyncEnumerable<T>(source, cancellationToken);
        }

        // Kiln has no synchronization context: the enumerable as it is.
        public static ConfiguredCancelableAsyncEnumerable<T> ConfigureAwait<T>(this IAsyncEnumerable<T> source,
                                                                             bool continueOnCapturedContext)
        {
            return new ConfiguredCancelableAsyncEnumerable<T>(source, default(CancellationToken));
        }
    }
}

namespace System.Runtime.CompilerServices
{
    // What WithCancellation and ConfigureAwait return: await foreach over it
    // enumerates the source with the token.
    public readonly struct ConfiguredCancelableAsyncEnumerable<T>
    {
        private readonly IAsyncEnumerable<T> source;
        private readonly CancellationToken token;

        internal ConfiguredCancelableAsyncEnumerable(IAsyncEnumerable<T> source, CancellationToken token)
        {
            this.source = source;
            this.token = token;
        }

        public ConfiguredCancelableAsyncEnumerable<T> WithCancellation(CancellationToken cancellationToken)
        {
            return new ConfiguredCancelableAsyncEnumerable<T>(source, cancellationToken);
        }

        public ConfiguredCancelableAsyncEnumerable<T> ConfigureAwait(bool continueOnCapturedContext)
        {
            return this;
        }

        public Enumerator GetAsyncEnumerator()
        {
            return new Enumerator(source.GetAsyncEnumerator(token));
        }

        public readonly struct Enumerator : IAsyncDisposable
        {
            private readonly IAsyncEnumerator<T> inner;

            internal Enumerator(IAsyncEnumerator<T> inner)
            {
                this.inner = inner;
            }

            public T Current
            {
                get { return inner.Current; }
            }

            public ValueTask<bool> MoveNextAsync()
            {
                return inner.MoveNextAsync();
            }

            public ValueTask DisposeAsync()
            {
                return inner.DisposeAsync();
            }
        }
    }

    public abstract class AsyncIteratorMachine : EnumerableIteratorBase, IAsyncDisposable
    {
        private Task awaited;          // the incomplete task the body stopped at, until registered
        private bool awaitedYield;     // ... or Task.Yield()
        private Task<bool> pending;    // the MoveNextAsync that suspended, completed at the next yield or the end
        private Action step;

        protected AsyncIteratorMachine(int state) : base(state)
        {
        }

        // MoveNext, at an await of t (incomplete), after saving its state.
        public void AwaitTask(Task t)
        {
            awaited = t;
        }

        // MoveNext, at `await Task.Yield()`.
        public void AwaitYield()
        {
            awaitedYield = true;
        }

        // Runs the body on: 0 at its end, 1 at a yield return, 2 suspended
        // at an await (its continuation registered: the caller touches
        // nothing of the machine after that).
        private int Run()
        {
            awaited = null;
            awaitedYield = false;
            bool more = MoveNext();
            if (awaited == null && !awaitedYield)
                return more ? 1 : 0;
            if (pending == null)
                pending = new Task<bool>();
            if (step == null)
                step = Step;
            Task t = awaited;
            awaited = null;
            if (awaitedYield)
                ThreadPoolQueue.Enqueue(step);
            else
                t.OnCompleted(step);
            return 2;
        }

        public ValueTask<bool> MoveNextAsync()
        {
            pending = null;
            int r;
            try
            {
                r = Run();
            }
            catch (Exception e)
            {
                var failed = new Task<bool>();
                if (e is OperationCanceledException)
                    failed.TryCancel((OperationCanceledException)e);
                else
                    failed.TrySetException(e);
                return new ValueTask<bool>(failed);
            }
            if (r == 2)
                return new ValueTask<bool>(pending);
            return new ValueTask<bool>(r == 1);
        }

        // The continuation of an await: on to the next yield return or the end.
        private void Step()
        {
            Task<bool> p = pending;
            int r;
            try
            {
                r = Run();
            }
            catch (Exception e)
            {
                if (e is OperationCanceledException)
                    p.TryCancel((OperationCanceledException)e);
                else
                    p.TrySetException(e);
                return;
            }
            if (r != 2)
                p.TrySetResult(r == 1);
        }

        // The body's finally blocks run (Kiln allows no await in them).
        public ValueTask DisposeAsync()
        {
            Dispose();
            return default(ValueTask);
        }

        // GetAsyncEnumerator(passed) of an async iterator whose parameter
        // [EnumeratorCancellation] was given `given`: the token its body sees.
        public static CancellationToken CombineTokens(CancellationToken given, CancellationToken passed)
        {
            if (passed.Equals(default(CancellationToken)))
                return given;
            if (given.Equals(passed) || given.Equals(default(CancellationToken)))
                return passed;
            return CancellationTokenSource.CreateLinkedTokenSource(given, passed).Token;
        }

        // The end of `await using` and `await foreach` (parse.c): the
        // resource's DisposeAsync, waited for (Kiln has no await in a
        // finally block).
        public static void DisposeAndWait(IAsyncDisposable d)
        {
            WaitValueTask(d.DisposeAsync());
        }

        // ... of a resource with a DisposeAsync method but no IAsyncDisposable.
        public static void WaitValueTask(ValueTask v)
        {
            if (!v.IsCompletedSuccessfully)
                v.AsTask().GetAwaiter().GetResult();
        }
    }
}
