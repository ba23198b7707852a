// Stopwatch.cs - System.Diagnostics.Stopwatch over CLOCK_MONOTONIC
// nanoseconds (Frequency = 1e9 ticks per second).
using System.Runtime.CompilerServices;

namespace System.Diagnostics
{
    public class Stopwatch
    {
        public const long Frequency = 1000000000;

        private long _elapsed;
        private long _startTimestamp;
        private bool _running;

        public Stopwatch()
        {
        }

        public static Stopwatch StartNew()
        {
            Stopwatch s = new Stopwatch();
            s.Start();
            return s;
        }

        public void Start()
        {
            if (!_running)
            {
                _startTimestamp = GetTimestamp();
                _running = true;
            }
        }

        public void Stop()
        {
            if (_running)
            {
                _elapsed += GetTimestamp() - _startTimestamp;
                _running = false;
            }
        }

        public void Restart()
        {
            _elapsed = 0;
            _startTimestamp = GetTimestamp();
            _running = true;
        }

        public long ElapsedTicks
        {
            get { return _running ? _elapsed + (GetTimestamp() - _startTimestamp) : _elapsed; }
        }

        public TimeSpan Elapsed
        {
            get { return new TimeSpan(ElapsedTicks / (Frequency / TimeSpan.TicksPerSecond)); }
        }

        public long ElapsedMilliseconds
        {
            get { return ElapsedTicks / 1000000; }
        }

        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern long GetTimestamp();
    }
}
