// Cancellation.cs - System.Threading's cooperative cancellation: a
// CancellationTokenSource hands out CancellationTokens (a struct holding
// the source, or none: CancellationToken.None) and runs the callbacks
// registered on them once, at Cancel. Callbacks are kept in an array of
// their own (the corelib's non-generic files use no generic instance,
// docs/generics.md); a registration is the source and its slot. Task.cs
// builds Delay(..., token) and Run(..., token) on Register.
namespace System.Threading
{
    public readonly struct CancellationToken
    {
        private readonly CancellationTokenSource _source;

        internal CancellationToken(CancellationTokenSource source)
        {
            _source = source;
        }

        // new CancellationToken(true): canceled already, and for good.
        public CancellationToken(bool canceled)
        {
            _source = canceled ? CancellationTokenSource.CanceledForGood : null;
        }

        public static CancellationToken None
        {
            get { return default(CancellationToken); }
        }

        public bool IsCancellationRequested
        {
            get { return _source != null && _source.IsCancellationRequested; }
        }

        public bool CanBeCanceled
        {
            get { return _source != null; }
        }

        public void ThrowIfCancellationRequested()
        {
            if (IsCancellationRequested)
                throw new OperationCanceledException("The operation was canceled.", this);
        }

        // callback runs at Cancel, or now when the token is canceled already.
        public CancellationTokenRegistration Register(Action callback)
        {
            if (callback == null)
                throw new ArgumentNullException("callback");
            if (_source == null)
                return default(CancellationTokenRegistration);
            return _source.Add(callback);
        }

        public bool Equals(CancellationToken other)
        {
            return _source == other._source;
        }

        public override bool Equals(object other)
        {
            return other is CancellationToken && Equals((CancellationToken)other);
        }

        public override int GetHashCode()
        {
            return _source == null ? 0 : _source.GetHashCode();
        }

        public static bool operator ==(CancellationToken left, CancellationToken right)
        {
            return left.Equals(right);
        }

        public static bool operator !=(CancellationToken left, CancellationToken right)
        {
            return !left.Equals(right);
        }
    }

    public readonly struct CancellationTokenRegistration : IDisposable
    {
        private readonly CancellationTokenSource _source;
        private readonly int _slot;

        internal CancellationTokenRegistration(CancellationTokenSource source, int slot)
        {
            _source = source;
            _slot = slot;
        }

        public CancellationToken Token
        {
            get { return _source == null ? default(CancellationToken) : new CancellationToken(_source); }
        }

        // false when the callback has run (or is running) or was removed.
        public bool Unregister()
        {
            return _source != null && _source.Remove(_slot);
        }

        public void Dispose()
        {
            Unregister();
        }
    }

    public class CancellationTokenSource : IDisposable
    {
        internal static readonly CancellationTokenSource CanceledForGood = Canceled();

        private readonly object _gate = new object();
        private volatile bool _canceled;
        private bool _disposed;
        private Action[] _callbacks;
        private int _count;
        private int _timer;   // CancelAfter's generation: a later call makes an earlier timer idle

        public CancellationTokenSource()
        {
        }

        public CancellationTokenSource(int millisecondsDelay)
        {
            CancelAfter(millisecondsDelay);
        }

        public CancellationTokenSource(TimeSpan delay)
        {
            CancelAfter(delay);
        }

        private static CancellationTokenSource Canceled()
        {
            var s = new CancellationTokenSource();
            s._canceled = true;
            return s;
        }

        public bool IsCancellationRequested
        {
            get { return _canceled; }
        }

        public CancellationToken Token
        {
            get
            {
                if (_disposed)
                    throw new ObjectDisposedException(null, "The CancellationTokenSource has been disposed.");
                return new CancellationToken(this);
            }
        }

        internal CancellationTokenRegistration Add(Action callback)
        {
            lock (_gate)
            {
                if (!_canceled)
                {
                    if (_callbacks == null)
                        _callbacks = new Action[4];
                    else if (_count == _callbacks.Length)
                    {
                        var more = new Action[_count * 2];
                        for (int i = 0; i < _count; i++)   // (not Array.Copy: Array.cs is a generic source)
                            more[i] = _callbacks[i];
                        _callbacks = more;
                    }
                    _callbacks[_count] = callback;
                    return new CancellationTokenRegistration(this, _count++);
                }
            }
            callback();
            return default(CancellationTokenRegistration);
        }

        internal bool Remove(int slot)
        {
            lock (_gate)
            {
                if (_canceled || _callbacks == null || _callbacks[slot] == null)
                    return false;
                _callbacks[slot] = null;
                return true;
            }
        }

        public void Cancel()
        {
            Cancel(false);
        }

        // The callbacks run on this thread, the last registered first, as
        // .NET runs them. .NET gathers their exceptions into one
        // AggregateException, a type of Task.cs (a generic source) that
        // this file cannot name: Kiln throws a NotSupportedException saying
        // so, holding the first, after every callback ran; with
        // throwOnFirstException the first propagates at once, as in .NET.
        public void Cancel(bool throwOnFirstException)
        {
            if (_disposed)
                throw new ObjectDisposedException(null, "The CancellationTokenSource has been disposed.");
            Action[] run;
            int n;
            lock (_gate)
            {
                if (_canceled)
                    return;
                _canceled = true;
                run = _callbacks;
                n = _count;
                _callbacks = null;
                _count = 0;
            }
            Exception first = null;
            for (int i = n - 1; i >= 0; i--)
            {
                if (run[i] == null)
                    continue;
                if (throwOnFirstException)
                {
                    run[i]();
                    continue;
                }
                try
                {
                    run[i]();
                }
                catch (Exception e)
                {
                    if (first == null)
                        first = e;
                }
            }
            if (first != null)
                throw new NotSupportedException("a cancellation callback threw, and Kiln cannot gather callbacks' exceptions into an AggregateException here: "
                    + first.Message, first);
        }

        public void CancelAfter(int millisecondsDelay)
        {
            if (millisecondsDelay < -1)
                throw new ArgumentOutOfRangeException("millisecondsDelay",
                    "The value needs to be either -1 (signifying an infinite timeout), 0 or a positive integer.");
            if (_disposed)
                throw new ObjectDisposedException(null, "The CancellationTokenSource has been disposed.");
            if (_canceled)
                return;
            int generation;
            lock (_gate)
                generation = ++_timer;
            if (millisecondsDelay == -1)
                return;
            var th = new Thread(() =>
            {
                Thread.Sleep(millisecondsDelay);
                lock (_gate)
                    if (_timer != generation || _disposed)
                        return;
                Cancel();
            });
            th.IsBackground = true;
            th.Start();
        }

        public void CancelAfter(TimeSpan delay)
        {
            double ms = delay.TotalMilliseconds;
            if (ms < -1 || ms > int.MaxValue)
                throw new ArgumentOutOfRangeException("delay",
                    "The value needs to translate in milliseconds to -1 (signifying an infinite timeout), 0, or a positive integer less than or equal to the maximum allowed timer duration.");
            CancelAfter((int)ms);
        }

        public void Dispose()
        {
            lock (_gate)
            {
                _disposed = true;
                _timer++;
            }
        }

        // A source canceled when any of the tokens is.
        public static CancellationTokenSource CreateLinkedTokenSource(CancellationToken token1, CancellationToken token2)
        {
            return CreateLinkedTokenSource(new CancellationToken[] { token1, token2 });
        }

        public static CancellationTokenSource CreateLinkedTokenSource(params CancellationToken[] tokens)
        {
            if (tokens == null)
                throw new ArgumentNullException("tokens");
            var linked = new CancellationTokenSource();
            for (int i = 0; i < tokens.Length; i++)
                tokens[i].Register(linked.CancelFromLink);
            return linked;
        }

        private void CancelFromLink()
        {
            if (!_disposed)
                Cancel();
        }
    }
}
