// TimeSpan.cs - System.TimeSpan, a struct of 100-nanosecond ticks with
// .NET 8's construction, From*, Total*, arithmetic (checked: overflow throws
// OverflowException), comparison and the constant ("c") format of
// ToString(): [-][d.]hh:mm:ss[.fffffff].

namespace System
{
    public struct TimeSpan
    {
        public const long TicksPerMillisecond = 10000;
        public const long TicksPerSecond = 10000000;
        public const long TicksPerMinute = 600000000;
        public const long TicksPerHour = 36000000000;
        public const long TicksPerDay = 864000000000;

        private const long MaxMilliSeconds = 922337203685477;
        private const long MinMilliSeconds = -922337203685477;
        private const string TooLong = "TimeSpan overflowed because the duration is too long.";

        public static readonly TimeSpan Zero = new TimeSpan(0);
        public static readonly TimeSpan MaxValue = new TimeSpan(long.MaxValue);
        public static readonly TimeSpan MinValue = new TimeSpan(long.MinValue);

        private readonly long _ticks;

        public TimeSpan(long ticks)
        {
            _ticks = ticks;
        }

        public TimeSpan(int hours, int minutes, int seconds)
        {
            long total = (long)hours * 3600 + (long)minutes * 60 + seconds;
            if (total > long.MaxValue / TicksPerSecond || total < long.MinValue / TicksPerSecond)
                throw new ArgumentOutOfRangeException(null, TooLong);
            _ticks = total * TicksPerSecond;
        }

        public TimeSpan(int days, int hours, int minutes, int seconds) : this(days, hours, minutes, seconds, 0)
        {
        }

        public TimeSpan(int days, int hours, int minutes, int seconds, int milliseconds)
        {
            long ms = ((long)days * 3600 * 24 + (long)hours * 3600 + (long)minutes * 60 + seconds) * 1000 + milliseconds;
            if (ms > MaxMilliSeconds || ms < MinMilliSeconds)
                throw new ArgumentOutOfRangeException(null, TooLong);
            _ticks = ms * TicksPerMillisecond;
        }

        public long Ticks { get { return _ticks; } }
        public int Days { get { return (int)(_ticks / TicksPerDay); } }
        public int Hours { get { return (int)(_ticks / TicksPerHour % 24); } }
        public int Minutes { get { return (int)(_ticks / TicksPerMinute % 60); } }
        public int Seconds { get { return (int)(_ticks / TicksPerSecond % 60); } }
        public int Milliseconds { get { return (int)(_ticks / TicksPerMillisecond % 1000); } }

        public double TotalDays { get { return (double)_ticks / TicksPerDay; } }
        public double TotalHours { get { return (double)_ticks / TicksPerHour; } }
        public double TotalMinutes { get { return (double)_ticks / TicksPerMinute; } }
        public double TotalSeconds { get { return (double)_ticks / TicksPerSecond; } }

        public double TotalMilliseconds
        {
            get
            {
                double ms = (double)_ticks / TicksPerMillisecond;
                if (ms > MaxMilliSeconds)
                    return MaxMilliSeconds;
                if (ms < MinMilliSeconds)
                    return MinMilliSeconds;
                return ms;
            }
        }

        private static TimeSpan Interval(double value, double scale)
        {
            if (double.IsNaN(value))
                throw new ArgumentException("TimeSpan does not accept floating point Not-a-Number values.");
            return FromDoubleTicks(value * scale);
        }

        private static TimeSpan FromDoubleTicks(double ticks)
        {
            if (ticks > long.MaxValue || ticks < long.MinValue || double.IsNaN(ticks))
                throw new OverflowException(TooLong);
            if (ticks == long.MaxValue)
                return MaxValue;
            return new TimeSpan((long)ticks);
        }

        public static TimeSpan FromDays(double value) { return Interval(value, TicksPerDay); }
        public static TimeSpan FromHours(double value) { return Interval(value, TicksPerHour); }
        public static TimeSpan FromMinutes(double value) { return Interval(value, TicksPerMinute); }
        public static TimeSpan FromSeconds(double value) { return Interval(value, TicksPerSecond); }
        public static TimeSpan FromMilliseconds(double value) { return Interval(value, TicksPerMillisecond); }
        public static TimeSpan FromTicks(long value) { return new TimeSpan(value); }

        public TimeSpan Add(TimeSpan ts)
        {
            long result = _ticks + ts._ticks;
            if ((_ticks >> 63) == (ts._ticks >> 63) && (_ticks >> 63) != (result >> 63))
                throw new OverflowException(TooLong);
            return new TimeSpan(result);
        }

        public TimeSpan Subtract(TimeSpan ts)
        {
            long result = _ticks - ts._ticks;
            if ((_ticks >> 63) != (ts._ticks >> 63) && (_ticks >> 63) != (result >> 63))
                throw new OverflowException(TooLong);
            return new TimeSpan(result);
        }

        public TimeSpan Negate()
        {
            if (_ticks == long.MinValue)
                throw new OverflowException("Negating the minimum value of a twos complement number is invalid.");
            return new TimeSpan(-_ticks);
        }

        public TimeSpan Duration()
        {
            if (_ticks == long.MinValue)
                throw new OverflowException("The duration cannot be returned for TimeSpan.MinValue because the absolute value of TimeSpan.MinValue exceeds the value of TimeSpan.MaxValue.");
            return new TimeSpan(_ticks >= 0 ? _ticks : -_ticks);
        }

        public TimeSpan Multiply(double factor)
        {
            if (double.IsNaN(factor))
                throw new ArgumentException("TimeSpan does not accept floating point Not-a-Number values.", "factor");
            return FromDoubleTicks(Math.Round(_ticks * factor));
        }

        public TimeSpan Divide(double divisor)
        {
            if (double.IsNaN(divisor))
                throw new ArgumentException("TimeSpan does not accept floating point Not-a-Number values.", "divisor");
            return FromDoubleTicks(Math.Round(_ticks / divisor));
        }

        public double Divide(TimeSpan ts) { return _ticks / (double)ts._ticks; }

        public static TimeSpan operator +(TimeSpan t1, TimeSpan t2) { return t1.Add(t2); }
        public static TimeSpan operator -(TimeSpan t1, TimeSpan t2) { return t1.Subtract(t2); }
        public static TimeSpan operator -(TimeSpan t) { return t.Negate(); }
        public static TimeSpan operator +(TimeSpan t) { return t; }
        public static TimeSpan operator *(TimeSpan t, double factor) { return t.Multiply(factor); }
        public static TimeSpan operator *(double factor, TimeSpan t) { return t.Multiply(factor); }
        public static TimeSpan operator /(TimeSpan t, double divisor) { return t.Divide(divisor); }
        public static double operator /(TimeSpan t1, TimeSpan t2) { return t1.Divide(t2); }
        public static bool operator ==(TimeSpan t1, TimeSpan t2) { return t1._ticks == t2._ticks; }
        public static bool operator !=(TimeSpan t1, TimeSpan t2) { return t1._ticks != t2._ticks; }
        public static bool operator <(TimeSpan t1, TimeSpan t2) { return t1._ticks < t2._ticks; }
        public static bool operator >(TimeSpan t1, TimeSpan t2) { return t1._ticks > t2._ticks; }
        public static bool operator <=(TimeSpan t1, TimeSpan t2) { return t1._ticks <= t2._ticks; }
        public static bool operator >=(TimeSpan t1, TimeSpan t2) { return t1._ticks >= t2._ticks; }

        public static int Compare(TimeSpan t1, TimeSpan t2) { return t1.CompareTo(t2); }

        public int CompareTo(TimeSpan value)
        {
            return _ticks < value._ticks ? -1 : _ticks > value._ticks ? 1 : 0;
        }

        public bool Equals(TimeSpan obj) { return _ticks == obj._ticks; }
        public static bool Equals(TimeSpan t1, TimeSpan t2) { return t1._ticks == t2._ticks; }

        public override bool Equals(object value)
        {
            return value is TimeSpan && _ticks == ((TimeSpan)value)._ticks;
        }

        public override int GetHashCode() { return (int)_ticks ^ (int)(_ticks >> 32); }

        // The constant format: [-][d.]hh:mm:ss[.fffffff].
        public override string ToString()
        {
            ulong t = _ticks < 0 ? (ulong)(-(_ticks + 1)) + 1 : (ulong)_ticks;
            ulong days = t / TicksPerDay;
            ulong rest = t % TicksPerDay;
            ulong fraction = rest % TicksPerSecond;
            ulong seconds = rest / TicksPerSecond;
            System.Text.StringBuilder sb = new System.Text.StringBuilder(26);
            if (_ticks < 0)
                sb.Append('-');
            if (days != 0)
            {
                sb.Append(days);
                sb.Append('.');
            }
            Two(sb, seconds / 3600);
            sb.Append(':');
            Two(sb, seconds / 60 % 60);
            sb.Append(':');
            Two(sb, seconds % 60);
            if (fraction != 0)
            {
                sb.Append('.');
                string f = fraction.ToString();
                sb.Append('0', 7 - f.Length);
                sb.Append(f);
            }
            return sb.ToString();
        }

        // A timeout as the int milliseconds of Thread.Sleep, Monitor.TryEnter
        // and Monitor.Wait: -1 (infinite) up to int.MaxValue.
        internal static int ToTimeoutMilliseconds(TimeSpan timeout)
        {
            long ms = (long)timeout.TotalMilliseconds;
            if (ms < -1 || ms > int.MaxValue)
                throw new ArgumentOutOfRangeException("timeout", "Number must be either non-negative and less than or equal to Int32.MaxValue or -1.");
            return (int)ms;
        }

        private static void Two(System.Text.StringBuilder sb, ulong v)
        {
            sb.Append((char)('0' + (int)(v / 10)));
            sb.Append((char)('0' + (int)(v % 10)));
        }
    }
}
