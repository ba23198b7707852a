// DateTime.cs - System.DateTime, System.DayOfWeek, System.DateTimeKind:
// a struct of 100-nanosecond ticks since 0001-01-01 00:00 (proleptic
// Gregorian) and a kind, with .NET 8's construction, calendar properties,
// arithmetic (AddDays and the other Add* keep every tick, as .NET 7+),
// comparison and the invariant culture's formats (DateTimeFormat.cs).
//
// Invariants: 0 <= _ticks <= MaxTicks; _kind is a DateTimeKind value.
// Equality, ordering and hashing look at the ticks only (as .NET's).
// The clock and the local time zone come from the C library
// (runtime/natives_system.c): UtcNow is CLOCK_REALTIME, local offsets are
// localtime_r's tm_gmtoff (TZ is honoured, as .NET honours it on Linux).
using System.Runtime.CompilerServices;

namespace System
{
    public enum DayOfWeek
    {
        Sunday = 0,
        Monday = 1,
        Tuesday = 2,
        Wednesday = 3,
        Thursday = 4,
        Friday = 5,
        Saturday = 6
    }

    public enum DateTimeKind
    {
        Unspecified = 0,
        Utc = 1,
        Local = 2
    }

    public struct DateTime : IComparable, IFormattable
    {
        private const long TicksPerMillisecond = 10000;
        private const long TicksPerSecond = 10000000;
        private const long TicksPerMinute = 600000000;
        private const long TicksPerHour = 36000000000;
        private const long TicksPerDay = 864000000000;
        private const int DaysPer400Years = 146097;
        private const int DaysPer100Years = 36524;
        private const int DaysPer4Years = 1461;
        private const long MaxTicks = 3155378975999999999;
        private const long UnixEpochTicks = 621355968000000000;

        private const string DateArithmetic = "The added or subtracted value results in an un-representable DateTime.";
        private const string AddValue = "Value to add was out of range.";
        private const string BadYearMonthDay = "Year, Month, and Day parameters describe an un-representable DateTime.";

        private static readonly int[] s_daysToMonth365 = { 0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334, 365 };
        private static readonly int[] s_daysToMonth366 = { 0, 31, 60, 91, 121, 152, 182, 213, 244, 274, 305, 335, 366 };

        public static readonly DateTime MinValue = new DateTime(0, DateTimeKind.Unspecified);
        public static readonly DateTime MaxValue = new DateTime(MaxTicks, DateTimeKind.Unspecified);
        public static readonly DateTime UnixEpoch = new DateTime(UnixEpochTicks, DateTimeKind.Utc);

        private readonly long _ticks;
        private readonly DateTimeKind _kind;

        public DateTime(long ticks)
        {
            if (ticks < 0 || ticks > MaxTicks)
                throw BadTicks();
            _ticks = ticks;
            _kind = DateTimeKind.Unspecified;
        }

        public DateTime(long ticks, DateTimeKind kind)
        {
            if (ticks < 0 || ticks > MaxTicks)
                throw BadTicks();
            CheckKind(kind);
            _ticks = ticks;
            _kind = kind;
        }

        public DateTime(int year, int month, int day)
        {
            _ticks = DateToTicks(year, month, day);
            _kind = DateTimeKind.Unspecified;
        }

        public DateTime(int year, int month, int day, int hour, int minute, int second)
        {
            _ticks = DateToTicks(year, month, day) + TimeToTicks(hour, minute, second);
            _kind = DateTimeKind.Unspecified;
        }

        public DateTime(int year, int month, int day, int hour, int minute, int second, int millisecond)
        {
            _ticks = DateToTicks(year, month, day) + TimeToTicks(hour, minute, second) + MillisecondTicks(millisecond);
            _kind = DateTimeKind.Unspecified;
        }

        public DateTime(int year, int month, int day, int hour, int minute, int second, DateTimeKind kind)
        {
            CheckKind(kind);
            _ticks = DateToTicks(year, month, day) + TimeToTicks(hour, minute, second);
            _kind = kind;
        }

        public DateTime(int year, int month, int day, int hour, int minute, int second, int millisecond, DateTimeKind kind)
        {
            CheckKind(kind);
            _ticks = DateToTicks(year, month, day) + TimeToTicks(hour, minute, second) + MillisecondTicks(millisecond);
            _kind = kind;
        }

        private static ArgumentOutOfRangeException BadTicks()
        {
            return new ArgumentOutOfRangeException("ticks", "Ticks must be between DateTime.MinValue.Ticks and DateTime.MaxValue.Ticks.");
        }

        private static void CheckKind(DateTimeKind kind)
        {
            if ((int)kind < 0 || (int)kind > 2)
                throw new ArgumentException("Invalid DateTimeKind value.", "kind");
        }

        private static long DateToTicks(int year, int month, int day)
        {
            if (year < 1 || year > 9999 || month < 1 || month > 12 || day < 1)
                throw new ArgumentOutOfRangeException(null, BadYearMonthDay);
            int[] days = IsLeapYear(year) ? s_daysToMonth366 : s_daysToMonth365;
            if (day > days[month] - days[month - 1])
                throw new ArgumentOutOfRangeException(null, BadYearMonthDay);
            int y = year - 1;
            long n = (long)y * 365 + y / 4 - y / 100 + y / 400 + days[month - 1] + day - 1;
            return n * TicksPerDay;
        }

        private static long TimeToTicks(int hour, int minute, int second)
        {
            if (hour < 0 || hour >= 24 || minute < 0 || minute >= 60 || second < 0 || second >= 60)
                throw new ArgumentOutOfRangeException(null, "Hour, Minute, and Second parameters describe an un-representable DateTime.");
            return hour * TicksPerHour + minute * TicksPerMinute + second * TicksPerSecond;
        }

        private static long MillisecondTicks(int millisecond)
        {
            if (millisecond < 0 || millisecond >= 1000)
                throw new ArgumentOutOfRangeException("millisecond", "Valid values are between 0 and 999, inclusive.");
            return millisecond * TicksPerMillisecond;
        }

        // ------------------------------------------------------------ clock
        public static DateTime UtcNow
        {
            get { return new DateTime(InternalUtcNowTicks(), DateTimeKind.Utc); }
        }

        public static DateTime Now
        {
            get
            {
                long utc = InternalUtcNowTicks();
                return new DateTime(Clamp(utc + LocalOffsetTicks(utc)), DateTimeKind.Local);
            }
        }

        public static DateTime Today
        {
            get { return Now.Date; }
        }

        private static long Clamp(long ticks)
        {
            return ticks < 0 ? 0 : ticks > MaxTicks ? MaxTicks : ticks;
        }

        // The local zone's offset from UTC at the UTC instant utcTicks.
        internal static long LocalOffsetTicks(long utcTicks)
        {
            long seconds = (utcTicks - UnixEpochTicks) / TicksPerSecond;
            return InternalLocalOffsetSeconds(seconds) * TicksPerSecond;
        }

        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern long InternalUtcNowTicks();

        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern long InternalLocalOffsetSeconds(long unixSeconds);

        // ------------------------------------------------------ properties
        public long Ticks { get { return _ticks; } }
        public DateTimeKind Kind { get { return _kind; } }

        public DateTime Date
        {
            get { return new DateTime(_ticks - _ticks % TicksPerDay, _kind); }
        }

        public TimeSpan TimeOfDay
        {
            get { return new TimeSpan(_ticks % TicksPerDay); }
        }

        public int Year { get { return DatePart(0); } }
        public int Month { get { return DatePart(2); } }
        public int Day { get { return DatePart(3); } }
        public int DayOfYear { get { return DatePart(1); } }
        public int Hour { get { return (int)(_ticks / TicksPerHour % 24); } }
        public int Minute { get { return (int)(_ticks / TicksPerMinute % 60); } }
        public int Second { get { return (int)(_ticks / TicksPerSecond % 60); } }
        public int Millisecond { get { return (int)(_ticks / TicksPerMillisecond % 1000); } }
        public int Microsecond { get { return (int)(_ticks / 10 % 1000); } }
        public int Nanosecond { get { return (int)(_ticks % 10) * 100; } }

        public DayOfWeek DayOfWeek
        {
            get { return (DayOfWeek)((int)((_ticks / TicksPerDay + 1) % 7)); }
        }

        // part: 0 year, 1 day of year, 2 month, 3 day.
        private int DatePart(int part)
        {
            int n = (int)(_ticks / TicksPerDay);
            int y400 = n / DaysPer400Years;
            n -= y400 * DaysPer400Years;
            int y100 = n / DaysPer100Years;
            if (y100 == 4)
                y100 = 3;
            n -= y100 * DaysPer100Years;
            int y4 = n / DaysPer4Years;
            n -= y4 * DaysPer4Years;
            int y1 = n / 365;
            if (y1 == 4)
                y1 = 3;
            if (part == 0)
                return y400 * 400 + y100 * 100 + y4 * 4 + y1 + 1;
            n -= y1 * 365;
            if (part == 1)
                return n + 1;
            bool leap = y1 == 3 && (y4 != 24 || y100 == 3);
            int[] days = leap ? s_daysToMonth366 : s_daysToMonth365;
            int m = (n >> 5) + 1;
            while (n >= days[m])
                m++;
            if (part == 2)
                return m;
            return n - days[m - 1] + 1;
        }

        public static bool IsLeapYear(int year)
        {
            if (year < 1 || year > 9999)
                throw new ArgumentOutOfRangeException("year", "Year must be between 1 and 9999.");
            return (year & 3) == 0 && (year % 100 != 0 || year % 400 == 0);
        }

        public static int DaysInMonth(int year, int month)
        {
            if (month < 1 || month > 12)
                throw new ArgumentOutOfRangeException("month", "Month must be between one and twelve.");
            int[] days = IsLeapYear(year) ? s_daysToMonth366 : s_daysToMonth365;
            return days[month] - days[month - 1];
        }

        // ------------------------------------------------------ arithmetic
        public DateTime AddTicks(long value)
        {
            if (value > MaxTicks - _ticks || value < -_ticks)
                throw new ArgumentOutOfRangeException("value", DateArithmetic);
            return new DateTime(_ticks + value, _kind);
        }

        public DateTime Add(TimeSpan value)
        {
            return AddTicks(value.Ticks);
        }

        // .NET 7+: the whole units, then the fraction's ticks (truncated).
        private DateTime AddUnits(double value, long maxUnits, long ticksPerUnit)
        {
            if (double.IsNaN(value))   // .NET's conversions of NaN end past the range
                throw new ArgumentOutOfRangeException("value", DateArithmetic);
            if (Math.Abs(value) > maxUnits)
                throw new ArgumentOutOfRangeException("value", AddValue);
            double whole = Math.Truncate(value);
            double fraction = value - whole;
            long ticks = (long)whole * ticksPerUnit;
            ticks += (long)(fraction * ticksPerUnit);
            return AddTicks(ticks);
        }

        public DateTime AddDays(double value) { return AddUnits(value, MaxTicks / TicksPerDay, TicksPerDay); }
        public DateTime AddHours(double value) { return AddUnits(value, MaxTicks / TicksPerHour, TicksPerHour); }
        public DateTime AddMinutes(double value) { return AddUnits(value, MaxTicks / TicksPerMinute, TicksPerMinute); }
        public DateTime AddSeconds(double value) { return AddUnits(value, MaxTicks / TicksPerSecond, TicksPerSecond); }
        public DateTime AddMilliseconds(double value) { return AddUnits(value, MaxTicks / TicksPerMillisecond, TicksPerMillisecond); }
        public DateTime AddMicroseconds(double value) { return AddUnits(value, MaxTicks / 10, 10); }

        public DateTime AddMonths(int months)
        {
            if (months < -120000 || months > 120000)
                throw new ArgumentOutOfRangeException("months", "Months value must be between +/-120000.");
            int y = Year, m = Month, d = Day;
            int i = m - 1 + months;
            if (i >= 0)
            {
                m = i % 12 + 1;
                y += i / 12;
            }
            else
            {
                m = 12 + (i + 1) % 12;
                y += (i - 11) / 12;
            }
            if (y < 1 || y > 9999)
                throw new ArgumentOutOfRangeException("months", DateArithmetic);
            int dim = DaysInMonth(y, m);
            if (d > dim)
                d = dim;
            return new DateTime(DateToTicks(y, m, d) + _ticks % TicksPerDay, _kind);
        }

        public DateTime AddYears(int value)
        {
            if (value < -10000 || value > 10000)
                throw new ArgumentOutOfRangeException("years", "Years value must be between +/-10000.");
            int y = Year + value;
            if (y < 1 || y > 9999)
                throw new ArgumentOutOfRangeException("value", DateArithmetic);
            int m = Month, d = Day;
            if (m == 2 && d == 29 && !IsLeapYear(y))
                d = 28;
            return new DateTime(DateToTicks(y, m, d) + _ticks % TicksPerDay, _kind);
        }

        public TimeSpan Subtract(DateTime value)
        {
            return new TimeSpan(_ticks - value._ticks);
        }

        public DateTime Subtract(TimeSpan value)
        {
            long v = value.Ticks;
            if (v > _ticks || v < _ticks - MaxTicks)
                throw new ArgumentOutOfRangeException("value", DateArithmetic);
            return new DateTime(_ticks - v, _kind);
        }

        public static DateTime operator +(DateTime d, TimeSpan t)
        {
            long v = t.Ticks;
            if (v > MaxTicks - d._ticks || v < -d._ticks)
                throw new ArgumentOutOfRangeException("t", DateArithmetic);
            return new DateTime(d._ticks + v, d._kind);
        }

        public static DateTime operator -(DateTime d, TimeSpan t)
        {
            long v = t.Ticks;
            if (v > d._ticks || v < d._ticks - MaxTicks)
                throw new ArgumentOutOfRangeException("t", DateArithmetic);
            return new DateTime(d._ticks - v, d._kind);
        }

        public static TimeSpan operator -(DateTime d1, DateTime d2)
        {
            return new TimeSpan(d1._ticks - d2._ticks);
        }

        public static bool operator ==(DateTime d1, DateTime d2) { return d1._ticks == d2._ticks; }
        public static bool operator !=(DateTime d1, DateTime d2) { return d1._ticks != d2._ticks; }
        public static bool operator <(DateTime t1, DateTime t2) { return t1._ticks < t2._ticks; }
        public static bool operator >(DateTime t1, DateTime t2) { return t1._ticks > t2._ticks; }
        public static bool operator <=(DateTime t1, DateTime t2) { return t1._ticks <= t2._ticks; }
        public static bool operator >=(DateTime t1, DateTime t2) { return t1._ticks >= t2._ticks; }

        public static int Compare(DateTime t1, DateTime t2)
        {
            return t1._ticks < t2._ticks ? -1 : t1._ticks > t2._ticks ? 1 : 0;
        }

        public int CompareTo(DateTime value) { return Compare(this, value); }

        public int CompareTo(object value)
        {
            if (value == null)
                return 1;
            if (!(value is DateTime))
                throw new ArgumentException("Object must be of type DateTime.");
            return Compare(this, (DateTime)value);
        }

        public bool Equals(DateTime value) { return _ticks == value._ticks; }
        public static bool Equals(DateTime t1, DateTime t2) { return t1._ticks == t2._ticks; }

        public override bool Equals(object value)
        {
            return value is DateTime && _ticks == ((DateTime)value)._ticks;
        }

        public override int GetHashCode() { return (int)_ticks ^ (int)(_ticks >> 32); }

        // ------------------------------------------------------------ kinds
        public static DateTime SpecifyKind(DateTime value, DateTimeKind kind)
        {
            return new DateTime(value._ticks, kind);
        }

        public DateTime ToUniversalTime()
        {
            if (_kind == DateTimeKind.Utc)
                return this;
            long guess = _ticks - LocalOffsetTicks(_ticks);
            long utc = _ticks - LocalOffsetTicks(guess);
            return new DateTime(Clamp(utc), DateTimeKind.Utc);
        }

        public DateTime ToLocalTime()
        {
            if (_kind == DateTimeKind.Local)
                return this;
            return new DateTime(Clamp(_ticks + LocalOffsetTicks(_ticks)), DateTimeKind.Local);
        }

        public long ToFileTimeUtc()
        {
            long t = ToUniversalTime()._ticks - 504911232000000000;
            if (t < 0)
                throw new ArgumentOutOfRangeException(null, "Not a valid Win32 FileTime.");
            return t;
        }

        // ------------------------------------------------------ formatting
        public override string ToString() { return DateTimeFormat.Format(this, null); }
        public string ToString(string format) { return DateTimeFormat.Format(this, format); }
        public string ToString(string format, IFormatProvider provider) { return DateTimeFormat.Format(this, format); }
        public string ToShortDateString() { return DateTimeFormat.Format(this, "d"); }
        public string ToLongDateString() { return DateTimeFormat.Format(this, "D"); }
        public string ToShortTimeString() { return DateTimeFormat.Format(this, "t"); }
        public string ToLongTimeString() { return DateTimeFormat.Format(this, "T"); }
    }
}
