// mono: skip-output
// DateTime's exceptions with .NET 8's types, messages and parameter names
// (Mono's messages differ): bad year/month/day, hour/minute/second,
// millisecond, ticks; Add* past the range (AddTicks' "un-representable",
// AddDays' "Value to add was out of range."), AddMonths/AddYears limits,
// subtraction below MinValue, DaysInMonth/IsLeapYear arguments,
// CompareTo(object) of another type, bad formats (an unknown standard
// format, eight f's, a lone %, a trailing \, an unclosed quote).
using System;

class DateTimeErrors
{
    static void Try(string what, Func<object> f)
    {
        try
        {
            Console.WriteLine(what + ": " + f());
        }
        catch (ArgumentOutOfRangeException e)
        {
            Console.WriteLine(what + ": ArgumentOutOfRangeException [" + e.Message + "] " + (e.ParamName == null ? "(null)" : e.ParamName));
        }
        catch (ArgumentException e)
        {
            Console.WriteLine(what + ": ArgumentException [" + e.Message + "] " + (e.ParamName == null ? "(null)" : e.ParamName));
        }
        catch (FormatException e)
        {
            Console.WriteLine(what + ": FormatException [" + e.Message + "]");
        }
    }

    static void Main()
    {
        DateTime d = new DateTime(2024, 5, 17, 10, 20, 30);
        Try("year 0", () => new DateTime(0, 1, 1));
        Try("year 10000", () => new DateTime(10000, 1, 1));
        Try("month 13", () => new DateTime(2024, 13, 1));
        Try("Feb 30", () => new DateTime(2024, 2, 30));
        Try("Feb 29 2023", () => new DateTime(2023, 2, 29));
        Try("day 0", () => new DateTime(2024, 1, 0));
        Try("hour 24", () => new DateTime(2024, 1, 1, 24, 0, 0));
        Try("second 60", () => new DateTime(2024, 1, 1, 0, 0, 60));
        Try("minute -1", () => new DateTime(2024, 1, 1, 0, -1, 0));
        Try("millisecond 1000", () => new DateTime(2024, 1, 1, 0, 0, 0, 1000));
        Try("ticks -1", () => new DateTime(-1L));
        Try("ticks max+1", () => new DateTime(DateTime.MaxValue.Ticks + 1));
        Try("AddTicks", () => DateTime.MaxValue.AddTicks(1));
        Try("AddDays -1 at min", () => DateTime.MinValue.AddDays(-1));
        Try("AddDays 1e7", () => d.AddDays(1e7));
        Try("AddDays NaN", () => d.AddDays(double.NaN));
        Try("AddHours 1e9", () => d.AddHours(1e9));
        Try("AddSeconds max", () => DateTime.MaxValue.AddSeconds(1));
        Try("AddMonths 120001", () => d.AddMonths(120001));
        Try("AddMonths 100000", () => d.AddMonths(100000));
        Try("AddYears 10001", () => d.AddYears(10001));
        Try("AddYears 8000", () => d.AddYears(8000));
        Try("min - 1 day", () => DateTime.MinValue - TimeSpan.FromDays(1));
        Try("max + 1 day", () => DateTime.MaxValue + TimeSpan.FromDays(1));
        Try("Subtract", () => DateTime.MinValue.Subtract(TimeSpan.FromTicks(1)));
        Try("Add", () => DateTime.MaxValue.Add(TimeSpan.FromTicks(1)));
        Try("DaysInMonth month 0", () => DateTime.DaysInMonth(2024, 0));
        Try("DaysInMonth year 0", () => DateTime.DaysInMonth(0, 1));
        Try("IsLeapYear 10000", () => DateTime.IsLeapYear(10000));
        Try("CompareTo string", () => d.CompareTo("2024"));
        Try("format K", () => d.ToString("K"));
        Try("format x", () => d.ToString("x"));
        Try("format 8 f", () => d.ToString("ss.ffffffff"));
        Try("format %", () => d.ToString("%"));
        Try("format %%", () => d.ToString("%%"));
        Try("format trailing backslash", () => d.ToString("HH\\"));
        Try("format unclosed quote", () => d.ToString("HH 'h"));
        Try("format unclosed dquote", () => d.ToString("\"abc"));
        Try("composite", () => string.Format("{0:Q}", d));
    }
}
