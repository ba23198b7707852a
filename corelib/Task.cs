// generic source
// Task.cs - System.Threading.Tasks: Task, Task<TResult>, their awaiters,
// TaskCompletionSource and a small thread pool (docs/async.md).
// A task is pending until it completes once: ran to completion, faulted
// (its exceptions kept in an AggregateException) or canceled. Completion
// happens under the task's own monitor (Monitor.cs), which wakes the
// threads in Wait and then runs the continuations registered so far on the
// completing thread, outside the monitor (a task marked continueAsync, as
// channels' are, queues them to the pool instead). Task.Run's work runs on the
// worker threads of ThreadPoolQueue (background threads, made as work
// waits for them, at most MaxWorkers; idle ones wait for more work).
using System.Collections.Generic;
using System.Collections.ObjectModel;
using System.Runtime.CompilerServices;
using System.Threading.Tasks;

namespace System
{
    // The exceptions of a faulted task (or of several). Message: the
    // message, then each inner exception's message in parentheses.
    public class AggregateException : Exception
    {
        private readonly Exception[] inner;

        public AggregateException() : this("One or more errors occurred.", new Exception[0]) { }
        public AggregateException(string message) : this(message, new Exception[0]) { }
        public AggregateException(params Exception[] innerExceptions)
            : this("One or more errors occurred.", innerExceptions) { }
        public AggregateException(IEnumerable<Exception> innerExceptions)
            : this("One or more errors occurred.", ListOf(innerExceptions)) { }
        public AggregateException(string message, IEnumerable<Exception> innerExceptions)
            : this(message, ListOf(innerExceptions)) { }
        public AggregateException(string message, Exception innerException)
            : this(message, new Exception[] { CheckInner(innerException) }) { }

        public AggregateException(string message, params Exception[] innerExceptions)
            : base(message, FirstOf(innerExceptions))
        {
            inner = new Exception[innerExceptions.Length];
            for (int i = 0; i < inner.Length; i++)
            {
                if (innerExceptions[i] == null)
                    throw new ArgumentException("An element of innerExceptions was null.");
                inner[i] = innerExceptions[i];
            }
        }

        private static Exception CheckInner(Exception e)
        {
            if (e == null)
                throw new ArgumentNullException("innerException");
            return e;
        }

        private static Exception FirstOf(Exception[] a)
        {
            if (a == null)
                throw new ArgumentNullException("innerExceptions");
            return a.Length > 0 ? a[0] : null;
        }

        private static Exception[] ListOf(IEnumerable<Exception> e)
        {
            if (e == null)
                throw new ArgumentNullException("innerExceptions");
            var list = new List<Exception>();
            foreach (Exception x in e)
                list.Add(x);
            return list.ToArray();
        }

        public ReadOnlyCollection<Exception> InnerExceptions
        {
            get { return new ReadOnlyCollection<Exception>(inner); }
        }

        public override string Message
        {
            get
            {
                string m = base.Message;
                if (inner.Length == 0)
                    return m;
                var sb = new System.Text.StringBuilder(m);
                for (int i = 0; i < inner.Length; i++)
                    sb.Append(" (").Append(inner[i].Message).Append(')');
                return sb.ToString();
            }
        }

        // Every inner exception that is not an AggregateException: this
        // one's first, then those of the nested ones, level by level. The
        // message is this one's whole Message, as .NET's.
        public AggregateException Flatten()
        {
            var all = new List<Exception>();
            var pending = new List<AggregateException>();
            pending.Add(this);
            for (int k = 0; k < pending.Count; k++)
            {
                Exception[] v = pending[k].inner;
                for (int i = 0; i < v.Length; i++)
                {
                    var nested = v[i] as AggregateException;
                    if (nested != null)
                        pending.Add(nested);
                    else
                        all.Add(v[i]);
                }
            }
            return new AggregateException(Message, all);
        }

        // Rethrows the inner exceptions the predicate does not handle.
        public void Handle(Func<Exception, bool> predicate)
        {
            if (predicate == null)
                throw new ArgumentNullException("predicate");
            List<Exception> left = null;
            for (int i = 0; i < inner.Length; i++)
            {
                if (!predicate(inner[i]))
                {
                    if (left == null)
                        left = new List<Exception>();
                    left.Add(inner[i]);
                }
            }
            if (left != null)
                throw new AggregateException(base.Message, left);
        }

        // The first inner exception as Exception.ToString shows it, then
        // the others each after its number.
        public override string ToString()
        {
            string s = base.ToString();
            for (int i = 1; i < inner.Length; i++)
                s = s + "\n ---> (Inner Exception #" + i + ") " + inner[i].ToString() + "<---\n";
            return s;
        }
    }
}

namespace System.Threading.Tasks
{
    public enum TaskStatus
    {
        Created,
        WaitingForActivation,
        WaitingToRun,
        Running,
        WaitingForChildrenToComplete,
        RanToCompletion,
        Canceled,
        Faulted,
    }

    public class TaskCanceledException : OperationCanceledException
    {
        public TaskCanceledException() : base("A task was canceled.") { }
        public TaskCanceledException(string message) : base(message) { }
        public TaskCanceledException(string message, Exception innerException) : base(message, innerException) { }
    }

    public class Task
    {
        internal const int Pending = 0, Done = 1, FaultedState = 2, CanceledState = 3;

        private readonly object gate = new object();
        private volatile int state;
        private bool started;                 // Run's work has been queued (Status: WaitingToRun)
        private AggregateException error;
        private List<Action> continuations;
        internal Action work;                 // Task.Run's action (a Task<T> sets its own work)
        internal CancellationToken token;     // Task.Run's token: cancels it before it runs
        private OperationCanceledException cancelError;   // what canceled it, when an exception did
        internal bool continueAsync;          // completion queues the continuations to the pool (.NET's RunContinuationsAsynchronously)
        internal object asyncState;           // TaskFactory.StartNew's state argument
        private static Task completed;
        private static TaskFactory factory;

        // Task.Factory: StartNew (TaskFactory below).
        public static TaskFactory Factory
        {
            get
            {
                if (factory == null)
                    factory = new TaskFactory();
                return factory;
            }
        }

        public object AsyncState { get { return asyncState; } }

        internal Task()
        {
        }

        public static Task CompletedTask
        {
            get
            {
                Task t = completed;
                if (t == null)
                {
                    t = new Task();
                    t.state = Done;
                    completed = t;
                }
                return t;
            }
        }

        public bool IsCompleted
        {
            get { return state != Pending; }
        }

        public bool IsCompletedSuccessfully
        {
            get { return state == Done; }
        }

        public bool IsFaulted
        {
            get { return state == FaultedState; }
        }

        public bool IsCanceled
        {
            get { return state == CanceledState; }
        }

        public TaskStatus Status
        {
            get
            {
                int s = state;
                if (s == Done)
                    return TaskStatus.RanToCompletion;
                if (s == FaultedState)
                    return TaskStatus.Faulted;
                if (s == CanceledState)
                    return TaskStatus.Canceled;
                return started ? TaskStatus.WaitingToRun : TaskStatus.WaitingForActivation;
            }
        }

        // The exceptions of a faulted task, else null.
        public AggregateException Exception
        {
            get { return state == FaultedState ? error : null; }
        }

        // ---- completion ----

        internal bool TryComplete(int final, AggregateException e)
        {
            List<Action> run;
            lock (gate)
            {
                if (state != Pending)
                    return false;
                error = e;
                state = final;
                run = continuations;
                continuations = null;
                Monitor.PulseAll(gate);
            }
            if (run == null)
                return true;
            if (continueAsync)
                ThreadPoolQueue.Enqueue(() => RunContinuations(run));
            else
                RunContinuations(run);
            return true;
        }

        private static void RunContinuations(List<Action> run)
        {
            for (int i = 0; i < run.Count; i++)
                run[i]();
        }

        internal bool TrySetException(Exception e)
        {
            return TryComplete(FaultedState, new AggregateException(new Exception[] { e }));
        }

        // Canceled by e (an async method's or Task.Run's work threw it):
        // await rethrows e itself, as .NET does.
        internal bool TryCancel(OperationCanceledException e)
        {
            lock (gate)
            {
                if (state != Pending)
                    return false;
                cancelError = e;
            }
            return TryComplete(CanceledState, null);
        }

        // What ends Task.Run's work that threw e: canceled when e is an
        // OperationCanceledException for the task's own token, canceled.
        internal void EndWithException(Exception e)
        {
            var oce = e as OperationCanceledException;
            if (oce != null && token.IsCancellationRequested && oce.CancellationToken == token)
                TryCancel(oce);
            else
                TrySetException(e);
        }

        // An async method's end: its result (boxed) into a Task<T>.
        internal virtual void SetBoxedResult(object value)
        {
        }

        // `await t` once t has completed (lower_iterator.c calls it).
        internal void AwaitEnd()
        {
            ThrowForAwait();
        }

        internal static void ThrowCompleted()
        {
            throw new InvalidOperationException("An attempt was made to transition a task to a final state when it had already completed.");
        }

        // Runs k once the task completes: now on this thread if it has.
        internal void OnCompleted(Action k)
        {
            if (k == null)
                throw new ArgumentNullException("continuation");
            lock (gate)
            {
                if (state == Pending)
                {
                    if (continuations == null)
                        continuations = new List<Action>();
                    continuations.Add(k);
                    return;
                }
            }
            k();
        }

        // ---- waiting ----

        internal bool WaitCore(int millisecondsTimeout)
        {
            if (state != Pending)
                return true;
            lock (gate)
            {
                if (millisecondsTimeout == -1)
                {
                    while (state == Pending)
                        Monitor.Wait(gate);
                    return true;
                }
                long end = Environment.TickCount64 + millisecondsTimeout;
                while (state == Pending)
                {
                    long left = end - Environment.TickCount64;
                    if (left <= 0)
                        return false;
                    Monitor.Wait(gate, (int)left);
                }
                return true;
            }
        }

        // Wait and Result: a faulted task's AggregateException, a canceled
        // task's TaskCanceledException wrapped in one.
        internal void ThrowIfNotSuccess()
        {
            int s = state;
            if (s == FaultedState)
                throw error;
            if (s == CanceledState)
                throw new AggregateException(new Exception[] { new TaskCanceledException() });
        }

        // await: the first exception itself.
        internal void ThrowForAwait()
        {
            int s = state;
            if (s == FaultedState)
                throw error.InnerExceptions[0];
            if (s == CanceledState)
                throw cancelError ?? new TaskCanceledException();
        }

        internal void CollectErrors(List<Exception> into)
        {
            if (state == FaultedState)
            {
                var inner = error.InnerExceptions;
                for (int i = 0; i < inner.Count; i++)
                    into.Add(inner[i]);
            }
        }

        public void Wait()
        {
            WaitCore(-1);
            ThrowIfNotSuccess();
        }

        public bool Wait(int millisecondsTimeout)
        {
            if (millisecondsTimeout < -1)
                throw new ArgumentOutOfRangeException("millisecondsTimeout",
                    "The timeout must represent a value between -1 and Int32.MaxValue, inclusive.");
            if (!WaitCore(millisecondsTimeout))
                return false;
            ThrowIfNotSuccess();
            return true;
        }

        public bool Wait(TimeSpan timeout)
        {
            return Wait(TimeoutOf(timeout));
        }

        public static void WaitAll(params Task[] tasks)
        {
            CheckTasks(tasks);
            var errors = new List<Exception>();
            bool canceled = false;
            for (int i = 0; i < tasks.Length; i++)
            {
                tasks[i].WaitCore(-1);
                tasks[i].CollectErrors(errors);
                if (tasks[i].IsCanceled)
                    canceled = true;
            }
            if (canceled)
                errors.Add(new TaskCanceledException());
            if (errors.Count > 0)
                throw new AggregateException(errors);
        }

        public static int WaitAny(params Task[] tasks)
        {
            CheckTasks(tasks);
            Task<Task> any = WhenAny(tasks);
            any.WaitCore(-1);
            for (int i = 0; i < tasks.Length; i++)
                if (tasks[i] == any.result)
                    return i;
            return -1;
        }

        public TaskAwaiter GetAwaiter()
        {
            return new TaskAwaiter(this);
        }

        // Kiln has no synchronization context: the task itself, whose
        // await continues where the task completes either way.
        public Task ConfigureAwait(bool continueOnCapturedContext)
        {
            return this;
        }

        // ---- making tasks ----

        internal void Start()
        {
            started = true;
            ThreadPoolQueue.Enqueue(RunWork);
        }

        internal virtual void RunWork()
        {
            if (token.IsCancellationRequested)
            {
                TryComplete(CanceledState, null);
                return;
            }
            try
            {
                work();
            }
            catch (Exception e)
            {
                EndWithException(e);
                return;
            }
            TryComplete(Done, null);
        }

        private static Task Canceled()
        {
            var t = new Task();
            t.TryComplete(CanceledState, null);
            return t;
        }

        public static Task Run(Action action, CancellationToken cancellationToken)
        {
            if (action == null)
                throw new ArgumentNullException("action");
            if (cancellationToken.IsCancellationRequested)
                return Canceled();
            var t = new Task();
            t.token = cancellationToken;
            t.work = action;
            t.Start();
            return t;
        }

        public static Task<TResult> Run<TResult>(Func<TResult> function, CancellationToken cancellationToken)
        {
            if (function == null)
                throw new ArgumentNullException("function");
            var t = new Task<TResult>();
            if (cancellationToken.IsCancellationRequested)
            {
                t.TryComplete(CanceledState, null);
                return t;
            }
            t.token = cancellationToken;
            t.function = function;
            t.Start();
            return t;
        }

        public static Task Run(Func<Task> function, CancellationToken cancellationToken)
        {
            if (function == null)
                throw new ArgumentNullException("function");
            if (cancellationToken.IsCancellationRequested)
                return Canceled();
            return Run(function);
        }

        public static Task<TResult> Run<TResult>(Func<Task<TResult>> function, CancellationToken cancellationToken)
        {
            if (function == null)
                throw new ArgumentNullException("function");
            if (cancellationToken.IsCancellationRequested)
            {
                var t = new Task<TResult>();
                t.TryComplete(CanceledState, null);
                return t;
            }
            return Run(function);
        }

        public static Task Run(Action action)
        {
            if (action == null)
                throw new ArgumentNullException("action");
            var t = new Task();
            t.work = action;
            t.Start();
            return t;
        }

        public static Task<TResult> Run<TResult>(Func<TResult> function)
        {
            if (function == null)
                throw new ArgumentNullException("function");
            var t = new Task<TResult>();
            t.function = function;
            t.Start();
            return t;
        }

        // Task.Run of a function returning a task: the task of its task.
        public static Task Run(Func<Task> function)
        {
            if (function == null)
                throw new ArgumentNullException("function");
            var t = new Task();
            ThreadPoolQueue.Enqueue(() =>
            {
                Task inner;
                try
                {
                    inner = function();
                }
                catch (Exception e)
                {
                    t.TrySetException(e);
                    return;
                }
                t.Follow(inner);
            });
            return t;
        }

        public static Task<TResult> Run<TResult>(Func<Task<TResult>> function)
        {
            if (function == null)
                throw new ArgumentNullException("function");
            var t = new Task<TResult>();
            ThreadPoolQueue.Enqueue(() =>
            {
                Task<TResult> inner;
                try
                {
                    inner = function();
                }
                catch (Exception e)
                {
                    t.TrySetException(e);
                    return;
                }
                t.FollowResult(inner);
            });
            return t;
        }

        // Completes this task as the completed task `from` ended (not for a
        // result: Task<T> sets its own).
        internal void CompleteFrom(Task from)
        {
            TryComplete(from.state, from.state == FaultedState ? from.error : null);
        }

        // Completes this task as the task `inner` ends, canceled when there
        // is none (Task.Run of a function returning a task, Unwrap).
        internal void Follow(Task inner)
        {
            if (inner == null)
                TryComplete(CanceledState, null);
            else
                inner.OnCompleted(() => CompleteFrom(inner));
        }

        public static Task<TResult> FromResult<TResult>(TResult result)
        {
            var t = new Task<TResult>();
            t.TrySetResult(result);
            return t;
        }

        public static Task FromException(Exception exception)
        {
            if (exception == null)
                throw new ArgumentNullException("exception");
            var t = new Task();
            t.TrySetException(exception);
            return t;
        }

        internal static int TimeoutOf(TimeSpan t)
        {
            double ms = t.TotalMilliseconds;
            if (ms < -1 || ms > int.MaxValue)
                throw new ArgumentOutOfRangeException("timeout",
                    "The value needs to translate in milliseconds to -1 (signifying an infinite timeout), 0, or a positive integer less than or equal to the maximum allowed timer duration.");
            return (int)ms;
        }

        public static Task Delay(int millisecondsDelay)
        {
            if (millisecondsDelay < -1)
                throw new ArgumentOutOfRangeException("millisecondsDelay",
                    "The value needs to be either -1 (signifying an infinite timeout), 0 or a positive integer.");
            if (millisecondsDelay == 0)
                return CompletedTask;
            var t = new Task();
            if (millisecondsDelay == -1)
                return t;
            var th = new Thread(() =>
            {
                Thread.Sleep(millisecondsDelay);
                t.TryComplete(Done, null);
            });
            th.IsBackground = true;
            th.Start();
            return t;
        }

        public static Task Delay(TimeSpan delay)
        {
            return Delay(TimeoutOf(delay));
        }

        // Canceled (await: TaskCanceledException) when the token is before
        // the time is up; its thread waits on the task, which the token's
        // callback completes.
        public static Task Delay(int millisecondsDelay, CancellationToken cancellationToken)
        {
            if (millisecondsDelay < -1)
                throw new ArgumentOutOfRangeException("millisecondsDelay",
                    "The value needs to be either -1 (signifying an infinite timeout), 0 or a positive integer.");
            if (cancellationToken.IsCancellationRequested)
                return Canceled();
            if (!cancellationToken.CanBeCanceled || millisecondsDelay == 0)
                return Delay(millisecondsDelay);
            var t = new Task();
            CancellationTokenRegistration reg = cancellationToken.Register(() => t.TryComplete(CanceledState, null));
            if (millisecondsDelay == -1)
                return t;
            var th = new Thread(() =>
            {
                if (!t.WaitCore(millisecondsDelay) && t.TryComplete(Done, null))
                    reg.Dispose();
            });
            th.IsBackground = true;
            th.Start();
            return t;
        }

        public static Task Delay(TimeSpan delay, CancellationToken cancellationToken)
        {
            return Delay(TimeoutOf(delay), cancellationToken);
        }

        // Task.Yield(): await posts the rest of the method to the pool.
        public static YieldAwaitable Yield()
        {
            return new YieldAwaitable();
        }

        // ---- combinators ----

        private static void CheckTasks(Task[] tasks)
        {
            if (tasks == null)
                throw new ArgumentNullException("tasks");
            for (int i = 0; i < tasks.Length; i++)
                if (tasks[i] == null)
                    throw new ArgumentException("The tasks argument included a null value. (Parameter 'tasks')");
        }

        // Completes `all` when the last of tasks has: faulted with every
        // task's exceptions if any faulted, else canceled if any was.
        private static void WhenAllCore(Task[] tasks, Task all, Action onSuccess)
        {
            int[] left = new int[] { tasks.Length };
            Action one = () =>
            {
                if (Interlocked.Decrement(ref left[0]) != 0)
                    return;
                var errors = new List<Exception>();
                bool canceled = false;
                for (int i = 0; i < tasks.Length; i++)
                {
                    tasks[i].CollectErrors(errors);
                    if (tasks[i].IsCanceled)
                        canceled = true;
                }
                if (errors.Count > 0)
                    all.TryComplete(FaultedState, new AggregateException(errors));
                else if (canceled)
                    all.TryComplete(CanceledState, null);
                else
                    onSuccess();
            };
            if (tasks.Length == 0)
            {
                onSuccess();
                return;
            }
            for (int i = 0; i < tasks.Length; i++)
                tasks[i].OnCompleted(one);
        }

        private static T[] CopyOf<T>(T[] a)
        {
            var c = new T[a.Length];
            for (int i = 0; i < a.Length; i++)
                c[i] = a[i];
            return c;
        }

        public static Task WhenAll(params Task[] tasks)
        {
            CheckTasks(tasks);
            tasks = CopyOf(tasks);
            var all = new Task();
            WhenAllCore(tasks, all, () => all.TryComplete(Done, null));
            return all;
        }

        public static Task WhenAll(IEnumerable<Task> tasks)
        {
            if (tasks == null)
                throw new ArgumentNullException("tasks");
            var list = new List<Task>(tasks);
            return WhenAll(list.ToArray());
        }

        public static Task<TResult[]> WhenAll<TResult>(params Task<TResult>[] tasks)
        {
            CheckTasks(tasks);
            tasks = CopyOf(tasks);
            var all = new Task<TResult[]>();
            WhenAllCore(tasks, all, () =>
            {
                var results = new TResult[tasks.Length];
                for (int i = 0; i < tasks.Length; i++)
                    results[i] = tasks[i].result;
                all.TrySetResult(results);
            });
            return all;
        }

        public static Task<TResult[]> WhenAll<TResult>(IEnumerable<Task<TResult>> tasks)
        {
            if (tasks == null)
                throw new ArgumentNullException("tasks");
            var list = new List<Task<TResult>>(tasks);
            return WhenAll(list.ToArray());
        }

        public static Task<Task> WhenAny(params Task[] tasks)
        {
            CheckTasks(tasks);
            if (tasks.Length == 0)
                throw new ArgumentException("The tasks argument contains no tasks. (Parameter 'tasks')");
            var any = new Task<Task>();
            for (int i = 0; i < tasks.Length; i++)
            {
                Task t = tasks[i];
                t.OnCompleted(() => any.TrySetResult(t));
            }
            return any;
        }

        public static Task<Task> WhenAny(IEnumerable<Task> tasks)
        {
            if (tasks == null)
                throw new ArgumentNullException("tasks");
            var list = new List<Task>(tasks);
            return WhenAny(list.ToArray());
        }

        public static Task<Task<TResult>> WhenAny<TResult>(params Task<TResult>[] tasks)
        {
            CheckTasks(tasks);
            if (tasks.Length == 0)
                throw new ArgumentException("The tasks argument contains no tasks. (Parameter 'tasks')");
            var any = new Task<Task<TResult>>();
            for (int i = 0; i < tasks.Length; i++)
            {
                Task<TResult> t = tasks[i];
                t.OnCompleted(() => any.TrySetResult(t));
            }
            return any;
        }

        // ContinueWith: the continuation runs on the pool once this task
        // has completed, whatever its outcome.
        public Task ContinueWith(Action<Task> continuationAction)
        {
            if (continuationAction == null)
                throw new ArgumentNullException("continuationAction");
            var next = new Task();
            next.work = () => continuationAction(this);
            OnCompleted(() => next.Start());
            return next;
        }

        public Task<TNewResult> ContinueWith<TNewResult>(Func<Task, TNewResult> continuationFunction)
        {
            if (continuationFunction == null)
                throw new ArgumentNullException("continuationFunction");
            var next = new Task<TNewResult>();
            next.function = () => continuationFunction(this);
            OnCompleted(() => next.Start());
            return next;
        }
    }

    public class Task<TResult> : Task
    {
        internal TResult result;
        internal Func<TResult> function;

        internal Task()
        {
        }

        public TResult Result
        {
            get
            {
                Wait();
                return result;
            }
        }

        internal override void SetBoxedResult(object value)
        {
            result = (TResult)value;
        }

        // `await t` once t has completed (lower_iterator.c calls it).
        internal TResult AwaitResult()
        {
            ThrowForAwait();
            return result;
        }

        // Follow for a result: this task's is inner's.
        internal void FollowResult(Task<TResult> inner)
        {
            if (inner == null)
            {
                TryComplete(CanceledState, null);
                return;
            }
            inner.OnCompleted(() =>
            {
                if (inner.IsCompletedSuccessfully)
                    TrySetResult(inner.result);
                else
                    CompleteFrom(inner);
            });
        }

        internal bool TrySetResult(TResult value)
        {
            result = value;   // before the state is published; only a pending task gets here first
            return TryComplete(Done, null);
        }

        internal override void RunWork()
        {
            if (token.IsCancellationRequested)
            {
                TryComplete(CanceledState, null);
                return;
            }
            TResult r;
            try
            {
                r = function();
            }
            catch (Exception e)
            {
                EndWithException(e);
                return;
            }
            TrySetResult(r);
        }

        public new TaskAwaiter<TResult> GetAwaiter()
        {
            return new TaskAwaiter<TResult>(this);
        }

        public new Task<TResult> ConfigureAwait(bool continueOnCapturedContext)
        {
            return this;
        }

        public Task ContinueWith(Action<Task<TResult>> continuationAction)
        {
            if (continuationAction == null)
                throw new ArgumentNullException("continuationAction");
            var next = new Task();
            next.work = () => continuationAction(this);
            OnCompleted(() => next.Start());
            return next;
        }

        public Task<TNewResult> ContinueWith<TNewResult>(Func<Task<TResult>, TNewResult> continuationFunction)
        {
            if (continuationFunction == null)
                throw new ArgumentNullException("continuationFunction");
            var next = new Task<TNewResult>();
            next.function = () => continuationFunction(this);
            OnCompleted(() => next.Start());
            return next;
        }
    }

    public class TaskCompletionSource<TResult>
    {
        private readonly Task<TResult> task = new Task<TResult>();

        public TaskCompletionSource()
        {
        }

        public Task<TResult> Task
        {
            get { return task; }
        }

        public bool TrySetResult(TResult result)
        {
            if (task.IsCompleted)
                return false;
            return task.TrySetResult(result);
        }

        public void SetResult(TResult result)
        {
            if (!TrySetResult(result))
                System.Threading.Tasks.Task.ThrowCompleted();
        }

        public bool TrySetException(Exception exception)
        {
            if (exception == null)
                throw new ArgumentNullException("exception");
            return task.TryComplete(System.Threading.Tasks.Task.FaultedState,
                new AggregateException(new Exception[] { exception }));
        }

        public void SetException(Exception exception)
        {
            if (!TrySetException(exception))
                System.Threading.Tasks.Task.ThrowCompleted();
        }

        public bool TrySetCanceled()
        {
            return task.TryComplete(System.Threading.Tasks.Task.CanceledState, null);
        }

        public void SetCanceled()
        {
            if (!TrySetCanceled())
                System.Threading.Tasks.Task.ThrowCompleted();
        }
    }

    public class TaskCompletionSource
    {
        private readonly Task task = new Task();

        public TaskCompletionSource()
        {
        }

        public Task Task
        {
            get { return task; }
        }

        public bool TrySetResult()
        {
            return task.TryComplete(System.Threading.Tasks.Task.Done, null);
        }

        public void SetResult()
        {
            if (!TrySetResult())
                System.Threading.Tasks.Task.ThrowCompleted();
        }

        public bool TrySetException(Exception exception)
        {
            if (exception == null)
                throw new ArgumentNullException("exception");
            return task.TryComplete(System.Threading.Tasks.Task.FaultedState,
                new AggregateException(new Exception[] { exception }));
        }

        public void SetException(Exception exception)
        {
            if (!TrySetException(exception))
                System.Threading.Tasks.Task.ThrowCompleted();
        }

        public bool TrySetCanceled()
        {
            return task.TryComplete(System.Threading.Tasks.Task.CanceledState, null);
        }

        public void SetCanceled()
        {
            if (!TrySetCanceled())
                System.Threading.Tasks.Task.ThrowCompleted();
        }
    }

    // The pool: background worker threads taking actions from one queue.
    // TaskFactory.StartNew: Task.Run's work, with a state object passed to
    // the delegate and kept as the task's AsyncState. Creation options are
    // accepted and change nothing: every task runs on the pool
    // (LongRunning's own thread is not made).
    [Flags]
    public enum TaskCreationOptions
    {
        None = 0, PreferFairness = 1, LongRunning = 2, AttachedToParent = 4, DenyChildAttach = 8,
        HideScheduler = 16, RunContinuationsAsynchronously = 64
    }

    public class TaskFactory
    {
        public TaskFactory()
        {
        }

        public Task StartNew(Action action)
        {
            return Task.Run(action);
        }

        public Task StartNew(Action action, CancellationToken cancellationToken)
        {
            return Task.Run(action, cancellationToken);
        }

        public Task StartNew(Action action, TaskCreationOptions creationOptions)
        {
            return Task.Run(action);
        }

        public Task<TResult> StartNew<TResult>(Func<TResult> function)
        {
            return Task.Run(function);
        }

        public Task<TResult> StartNew<TResult>(Func<TResult> function, CancellationToken cancellationToken)
        {
            return Task.Run(function, cancellationToken);
        }

        public Task<TResult> StartNew<TResult>(Func<TResult> function, TaskCreationOptions creationOptions)
        {
            return Task.Run(function);
        }

        public Task StartNew(Action<object> action, object state)
        {
            if (action == null)
                throw new ArgumentNullException("action");
            var t = new Task();
            t.asyncState = state;
            t.work = () => action(state);
            t.Start();
            return t;
        }

        public Task<TResult> StartNew<TResult>(Func<object, TResult> function, object state)
        {
            if (function == null)
                throw new ArgumentNullException("function");
            var t = new Task<TResult>();
            t.asyncState = state;
            t.function = () => function(state);
            t.Start();
            return t;
        }
    }

    // TaskExtensions.Unwrap: the task of a task's task (Task.Factory.StartNew
    // or ContinueWith of an async function), completing as the inner one
    // does; as the outer one when that one faults or is canceled; canceled
    // when the inner task is null (.NET's rules).
    public static class TaskExtensions
    {
        public static Task Unwrap(this Task<Task> task)
        {
            if (task == null)
                throw new ArgumentNullException("task");
            var t = new Task();
            task.OnCompleted(() =>
            {
                if (task.IsCompletedSuccessfully)
                    t.Follow(task.result);
                else
                    t.CompleteFrom(task);
            });
            return t;
        }

        public static Task<TResult> Unwrap<TResult>(this Task<Task<TResult>> task)
        {
            if (task == null)
                throw new ArgumentNullException("task");
            var t = new Task<TResult>();
            task.OnCompleted(() =>
            {
                if (task.IsCompletedSuccessfully)
                    t.FollowResult(task.result);
                else
                    t.CompleteFrom(task);
            });
            return t;
        }
    }

    internal static class ThreadPoolQueue
    {
        private const int MaxWorkers = 32;
        private static readonly object gate = new object();
        private static readonly Queue<Action> work = new Queue<Action>();
        private static int workers;
        private static int idle;

        internal static void Enqueue(Action a)
        {
            bool spawn = false;
            lock (gate)
            {
                work.Enqueue(a);
                if (work.Count > idle && workers < MaxWorkers)
                {
                    workers++;
                    spawn = true;
                }
                else
                    Monitor.Pulse(gate);
            }
            if (spawn)
            {
                var t = new Thread(Worker);
                t.IsBackground = true;
                t.Start();
            }
        }

        private static void Worker()
        {
            for (;;)
            {
                Action a;
                lock (gate)
                {
                    while (work.Count == 0)
                    {
                        idle++;
                        Monitor.Wait(gate);
                        idle--;
                    }
                    a = work.Dequeue();
                }
                a();
            }
        }
    }
}

namespace System.Runtime.CompilerServices
{
    using System.Threading;
    using System.Threading.Tasks;

    // The base of an async method's state machine (lower_iterator.c,
    // docs/async.md): MoveNext runs the body to its next `await` of an
    // incomplete task, which registers Step as that task's continuation
    // and returns true; false at the end of the body, whose result is then
    // in the iterator's current element. The task completes with it, or
    // faults with the exception MoveNext threw (an async void method's
    // exception is thrown on a pool thread: unhandled, as in .NET).
    public abstract class AsyncStateMachine : IteratorBase
    {
        private Task task;
        private Action step;

        protected AsyncStateMachine(int state) : base(state)
        {
        }

        public Task Begin(Task t)
        {
            task = t;
            step = Step;
            Step();
            return t;
        }

        private void Step()
        {
            bool more;
            try
            {
                more = MoveNext();
            }
            catch (Exception e)
            {
                if (task == null)
                    ThreadPoolQueue.Enqueue(() => { throw e; });
                else if (e is OperationCanceledException)
                    task.TryCancel((OperationCanceledException)e);
                else
                    task.TrySetException(e);
                return;
            }
            if (more)
                return;
            if (task != null)
            {
                task.SetBoxedResult(CurrentObject());
                task.TryComplete(Task.Done, null);
            }
        }

        // MoveNext, at an await of t (incomplete), after saving its state.
        public void AwaitTask(Task t)
        {
            t.OnCompleted(step);
        }

        // MoveNext, at `await Task.Yield()`.
        public void AwaitYield()
        {
            ThreadPoolQueue.Enqueue(step);
        }
    }

    public interface INotifyCompletion
    {
        void OnCompleted(Action continuation);
    }

    public interface ICriticalNotifyCompletion : INotifyCompletion
    {
        void UnsafeOnCompleted(Action continuation);
    }

    public struct TaskAwaiter : ICriticalNotifyCompletion
    {
        private readonly Task task;

        internal TaskAwaiter(Task task)
        {
            this.task = task;
        }

        public bool IsCompleted
        {
            get { return task.IsCompleted; }
        }

        public void OnCompleted(Action continuation)
        {
            task.OnCompleted(continuation);
        }

        public void UnsafeOnCompleted(Action continuation)
        {
            task.OnCompleted(continuation);
        }

        public void GetResult()
        {
            task.WaitCore(-1);   // GetResult before completion blocks, as .NET's does
            task.ThrowForAwait();
        }
    }

    public struct TaskAwaiter<TResult> : ICriticalNotifyCompletion
    {
        private readonly Task<TResult> task;

        internal TaskAwaiter(Task<TResult> task)
        {
            this.task = task;
        }

        public bool IsCompleted
        {
            get { return task.IsCompleted; }
        }

        public void OnCompleted(Action continuation)
        {
            task.OnCompleted(continuation);
        }

        public void UnsafeOnCompleted(Action continuation)
        {
            task.OnCompleted(continuation);
        }

        public TResult GetResult()
        {
            task.WaitCore(-1);
            task.ThrowForAwait();
            return task.result;
        }
    }

    public struct YieldAwaitable
    {
        public YieldAwaiter GetAwaiter()
        {
            return new YieldAwaiter();
        }

        public struct YieldAwaiter : ICriticalNotifyCompletion
        {
            public bool IsCompleted
            {
                get { return false; }
            }

            public void OnCompleted(Action continuation)
            {
                ThreadPoolQueue.Enqueue(continuation);
            }

            public void UnsafeOnCompleted(Action continuation)
            {
                ThreadPoolQueue.Enqueue(continuation);
            }

            public void GetResult()
            {
            }
        }
    }
}
