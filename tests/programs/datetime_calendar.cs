// System.DateTime on fixed dates (the clock itself: datetime_now):
// construction, the calendar properties over a seeded scan of the whole
// range (Year, Month, Day, DayOfYear, Hour..Millisecond, the day name)
// and every month of leap and common years, DaysInMonth, IsLeapYear,
// Date, TimeOfDay, Ticks, MinValue/MaxValue/UnixEpoch, AddTicks..AddYears
// (AddMonths/AddYears clamp the day), subtraction into a TimeSpan and of a
// TimeSpan, comparisons, Equals, CompareTo, GetHashCode, boxing.
using System;

class DateTimeCalendar
{
    static void Show(DateTime d)
    {
        Console.WriteLine(d.Ticks + " " + d.Year + "-" + d.Month + "-" + d.Day + " " + d.Hour + ":" + d.Minute + ":" + d.Second + "." + d.Millisecond
            + " doy=" + d.DayOfYear + " " + d.ToString("dddd") + " | " + d);
    }

    static void Main()
    {
        Show(new DateTime(2024, 2, 29, 13, 5, 9));
        Show(new DateTime(1, 1, 1));
        Show(new DateTime(9999, 12, 31, 23, 59, 59, 999));
        Show(new DateTime(1970, 1, 1));
        Show(new DateTime(2000, 12, 31, 23, 0, 0));
        Show(new DateTime(1900, 3, 1));
        Show(new DateTime(637500000000000000));
        Show(DateTime.MinValue);
        Show(DateTime.MaxValue);
        Show(DateTime.UnixEpoch);

        // A seeded scan over the whole range.
        Random r = new Random(1234);
        long hash = 0;
        for (int i = 0; i < 3000; i++)
        {
            long t = (long)(r.NextDouble() * 3155378975999999999.0);
            DateTime d = new DateTime(t);
            hash = hash * 31 + d.Year * 10000 + d.Month * 100 + d.Day;
            hash = hash * 31 + d.DayOfYear + d.Hour * 1000 + d.Minute * 100000 + d.Second * 10000000L + d.Millisecond;
            hash ^= d.ToString()[4] * 7 + d.ToString()[1];
            if (i % 500 == 0)
                Show(d);
            DateTime back = new DateTime(d.Year, d.Month, d.Day, d.Hour, d.Minute, d.Second, d.Millisecond);
            if (back.Ticks != t - t % 10000)
                Console.WriteLine("round trip failed at " + t);
        }
        Console.WriteLine("scan " + hash);

        int[] years = { 1, 4, 100, 400, 1600, 1700, 1900, 2000, 2023, 2024, 2100, 9996, 9999 };
        foreach (int y in years)
        {
            Console.Write(y + (DateTime.IsLeapYear(y) ? " leap:" : " common:"));
            for (int m = 1; m <= 12; m++)
                Console.Write(" " + DateTime.DaysInMonth(y, m));
            DateTime last = new DateTime(y, 12, 31);
            Console.WriteLine(" | " + last.DayOfYear + " " + last.ToString("ddd"));
        }

        DateTime a = new DateTime(2023, 1, 31, 22, 30, 15, 250);
        Console.WriteLine(a.Date + " " + a.TimeOfDay + " " + a.TimeOfDay.TotalHours.ToString("F6"));
        Console.WriteLine(a.AddMonths(1) + " " + a.AddMonths(13) + " " + a.AddMonths(-2) + " " + a.AddMonths(-14));
        Console.WriteLine(new DateTime(2024, 2, 29).AddYears(1) + " " + new DateTime(2024, 2, 29).AddYears(4) + " " + new DateTime(2024, 2, 29).AddYears(-1));
        Console.WriteLine(a.AddDays(1) + " " + a.AddDays(-400) + " " + a.AddDays(0.5) + " " + a.AddDays(-0.25));
        Console.WriteLine(a.AddHours(3) + " " + a.AddMinutes(-95) + " " + a.AddSeconds(3600.5).ToString("HH:mm:ss.fff") + " " + a.AddMilliseconds(750).ToString("ss.fff"));
        Console.WriteLine(a.AddTicks(1).Ticks - a.Ticks);
        Console.WriteLine(a.Add(new TimeSpan(1, 2, 3, 4)) + " " + (a + TimeSpan.FromMinutes(30)) + " " + (a - TimeSpan.FromDays(365)) + " " + a.Subtract(new TimeSpan(12, 0, 0)));

        DateTime b = new DateTime(2024, 3, 15, 8, 0, 0);
        TimeSpan span = b - a;
        Console.WriteLine(span + " " + span.Days + " " + span.TotalHours.ToString("F4") + " " + (a - b) + " " + b.Subtract(a).TotalMinutes.ToString("F4"));
        Console.WriteLine((a < b) + " " + (a > b) + " " + (a <= a) + " " + (a >= b) + " " + (a == new DateTime(a.Ticks)) + " " + (a != b));
        Console.WriteLine(DateTime.Compare(a, b) + " " + DateTime.Compare(b, a) + " " + a.CompareTo(a) + " " + a.CompareTo((object)b) + " " + a.CompareTo(null));
        Console.WriteLine(a.Equals(b) + " " + a.Equals(a.AddDays(0)) + " " + a.Equals((object)a) + " " + a.Equals((object)"x") + " " + DateTime.Equals(a, a));
        Console.WriteLine((a.GetHashCode() == new DateTime(a.Ticks).GetHashCode()) + " " + a.GetHashCode());
        object boxed = a;
        Console.WriteLine(boxed + " " + ((DateTime)boxed).Year + " " + boxed.Equals(a));

        // Days between dates, as programs count them.
        DateTime start = new DateTime(1901, 1, 1);
        int sundays = 0;
        for (DateTime d = start; d.Year < 2001; d = d.AddMonths(1))
            if (d.ToString("ddd") == "Sun")
                sundays++;
        Console.WriteLine("first-of-month Sundays 1901-2000: " + sundays);
        Console.WriteLine((new DateTime(2000, 1, 1) - new DateTime(1, 1, 1)).Days);
        DateTime[] sorted = { b, a, DateTime.MaxValue, DateTime.MinValue, start };
        Array.Sort(sorted);
        foreach (DateTime d in sorted)
            Console.Write(d.ToString("yyyy-MM-dd") + " ");
        Console.WriteLine();
    }
}
