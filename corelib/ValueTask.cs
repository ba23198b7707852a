// generic source
// ValueTask.cs - System.Threading.Tasks.ValueTask and ValueTask<TResult>
// (docs/async.md): a struct that is either a result already there or a
// Task. Kiln's holds no IValueTaskSource: a ValueTask is its result (or
// nothing: completed successfully) or the Task it wraps. An async method
// returning one runs on a Task (lower_iterator.c) and wraps it with
// FromAsync; `await v` awaits ToTask(v).
using System.Runtime.CompilerServices;
using System.Threading.Tasks;

namespace System.Threading.Tasks
{
    public readonly struct ValueTask
    {
        private readonly Task task;   // null: completed successfully

        public ValueTask(Task task)
        {
            if (task == null)
                throw new ArgumentNullException("task");
            this.task = task;
        }

        public static ValueTask CompletedTask
        {
            get { return default(ValueTask); }
        }

        public static ValueTask<TResult> FromResult<TResult>(TResult result)
        {
            return new ValueTask<TResult>(result);
        }

        public static ValueTask FromException(Exception exception)
        {
            return new ValueTask(Task.FromException(exception));
        }

        public bool IsCompleted
        {
            get { return task == null || task.IsCompleted; }
        }

        public bool IsCompletedSuccessfully
        {
            get { return task == null || task.IsCompletedSuccessfully; }
        }

        public bool IsFaulted
        {
            get { return task != null && task.IsFaulted; }
        }

        public bool IsCanceled
        {
            get { return task != null && task.IsCanceled; }
        }

        public Task AsTask()
        {
            return task ?? Task.CompletedTask;
        }

        public ValueTask Preserve()
        {
            return this;
        }

        public ValueTask ConfigureAwait(bool continueOnCapturedContext)
        {
            return this;
        }

        public ValueTaskAwaiter GetAwaiter()
        {
            return new ValueTaskAwaiter(AsTask());
        }

        // An async ValueTask method's result (lower_iterator.c).
        internal static ValueTask FromAsync(Task t)
        {
            return t.IsCompletedSuccessfully ? default(ValueTask) : new ValueTask(t);
        }

        // `await v` (lower_iterator.c).
        internal static Task ToTask(ValueTask v)
        {
            return v.AsTask();
        }
    }

    public readonly struct ValueTask<TResult>
    {
        private readonly Task<TResult> task;   // null: the result is `result`
        private readonly TResult result;

        public ValueTask(TResult result)
        {
            this.task = null;
            this.result = result;
        }

        public ValueTask(Task<TResult> task)
        {
            if (task == null)
                throw new ArgumentNullException("task");
            this.task = task;
            this.result = default(TResult);
        }

        public bool IsCompleted
        {
            get { return task == null || task.IsCompleted; }
        }

        public bool IsCompletedSuccessfully
        {
            get { return task == null || task.IsCompletedSuccessfully; }
        }

        public bool IsFaulted
        {
            get { return task != null && task.IsFaulted; }
        }

        public bool IsCanceled
        {
            get { return task != null && task.IsCanceled; }
        }

        // The result; before completion it waits, and a fault throws the
        // exception itself (as .NET's ValueTask<T>.Result does, unlike Task's).
        public TResult Result
        {
            get
            {
                if (task == null)
                    return result;
                return task.GetAwaiter().GetResult();
            }
        }

        public Task<TResult> AsTask()
        {
            return task ?? Task.FromResult(result);
        }

        public ValueTask<TResult> Preserve()
        {
            return this;
        }

        public ValueTask<TResult> ConfigureAwait(bool continueOnCapturedContext)
        {
            return this;
        }

        public ValueTaskAwaiter<TResult> GetAwaiter()
        {
            return new ValueTaskAwaiter<TResult>(this);
        }

        // The result's text when it completed successfully, else "" (.NET's).
        public override string ToString()
        {
            if (!IsCompletedSuccessfully)
                return "";
            TResult r = Result;
            return r == null ? "" : r.ToString();
        }

        internal static ValueTask<TResult> FromAsync(Task<TResult> t)
        {
            return t.IsCompletedSuccessfully ? new ValueTask<TResult>(t.result) : new ValueTask<TResult>(t);
        }

        internal static Task<TResult> ToTask(ValueTask<TResult> v)
        {
            return v.AsTask();
        }
    }
}

namespace System.Runtime.CompilerServices
{
    public readonly struct ValueTaskAwaiter : ICriticalNotifyCompletion
    {
        private readonly Task task;

        internal ValueTaskAwaiter(Task task)
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
            task.GetAwaiter().GetResult();
        }
    }

    public readonly struct ValueTaskAwaiter<TResult> : ICriticalNotifyCompletion
    {
        private readonly ValueTask<TResult> value;

        internal ValueTaskAwaiter(ValueTask<TResult> value)
        {
            this.value = value;
        }

        public bool IsCompleted
        {
            get { return value.IsCompleted; }
        }

        public void OnCompleted(Action continuation)
        {
            value.AsTask().OnCompleted(continuation);
        }

        public void UnsafeOnCompleted(Action continuation)
        {
            value.AsTask().OnCompleted(continuation);
        }

        public TResult GetResult()
        {
            return value.Result;
        }
    }
}
