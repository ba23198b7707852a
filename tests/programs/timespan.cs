// mono: skip-output
// System.TimeSpan (a corelib struct): construction, From*, the components
// and Total* properties, arithmetic and comparison operators, the constant
// ToString() format, equality, boxing, and the overflow and NaN exceptions;
// (Mono rounds From* to milliseconds and prints doubles with 15 digits);
// Stopwatch.Elapsed and Thread.Sleep(TimeSpan).
using System;
using System.Diagnostics;
using System.Threading;

class TimeSpans
{
    static void Show(TimeSpan t)
    {
        Console.WriteLine(t + " d=" + t.Days + " h=" + t.Hours + " m=" + t.Minutes + " s=" + t.Seconds +
                          " ms=" + t.Milliseconds + " ticks=" + t.Ticks);
        Console.WriteLine("  " + t.TotalDays + " " + t.TotalHours + " " + t.TotalMinutes + " " +
                          t.TotalSeconds + " " + t.TotalMilliseconds);
    }

    static void Main()
    {
        Show(new TimeSpan(1, 2, 3));
        Show(new TimeSpan(3, 4, 5, 6));
        Show(new TimeSpan(3, 4, 5, 6, 789));
        Show(new TimeSpan(-1, -2, -3, -4, -5));
        Show(new TimeSpan(123456789));
        Show(TimeSpan.FromDays(1.5));
        Show(TimeSpan.FromHours(-2.25));
        Show(TimeSpan.FromMinutes(90.5));
        Show(TimeSpan.FromSeconds(0.0000001));
        Show(TimeSpan.FromMilliseconds(1234.5678));
        Show(TimeSpan.FromTicks(-1));
        Show(TimeSpan.Zero);
        Console.WriteLine(TimeSpan.MaxValue + " " + TimeSpan.MinValue);
        TimeSpan a = TimeSpan.FromMinutes(5), b = TimeSpan.FromSeconds(30);
        Console.WriteLine((a + b) + " " + (a - b) + " " + (b - a) + " " + (-a) + " " + (a * 2.5) + " " + (a / 4) + " " + (a / b));
        Console.WriteLine((a > b) + " " + (a < b) + " " + (a >= a) + " " + (a <= b) + " " + (a == b) + " " + (a != b));
        Console.WriteLine(a.CompareTo(b) + " " + b.CompareTo(a) + " " + a.CompareTo(a) + " " + TimeSpan.Compare(a, b));
        Console.WriteLine(a.Equals(TimeSpan.FromSeconds(300)) + " " + a.Equals((object)b) + " " + a.Equals("x"));
        Console.WriteLine(a.GetHashCode() == TimeSpan.FromSeconds(300).GetHashCode());
        Console.WriteLine((-a).Duration() + " " + a.Add(b).Subtract(b).Negate());
        TimeSpan total = TimeSpan.Zero;
        for (int i = 1; i <= 10; i++)
            total += TimeSpan.FromMilliseconds(i * 111);
        Console.WriteLine(total);
        object boxed = total;
        Console.WriteLine(boxed + " " + boxed.Equals(total) + " " + ((TimeSpan)boxed).TotalSeconds);
        Console.WriteLine("{0} and {1}", a, b);
        try { Console.WriteLine(TimeSpan.MaxValue + TimeSpan.FromTicks(1)); }
        catch (OverflowException e) { Console.WriteLine("OverflowException: " + e.Message); }
        try { Console.WriteLine(TimeSpan.MinValue.Duration()); }
        catch (OverflowException e) { Console.WriteLine("OverflowException: " + e.Message); }
        try { Console.WriteLine(-TimeSpan.MinValue); }
        catch (OverflowException e) { Console.WriteLine("OverflowException: " + e.Message); }
        try { Console.WriteLine(TimeSpan.FromDays(1e300)); }
        catch (OverflowException e) { Console.WriteLine("OverflowException: " + e.Message); }
        try { Console.WriteLine(TimeSpan.FromSeconds(double.NaN)); }
        catch (ArgumentException e) { Console.WriteLine("ArgumentException: " + e.Message); }
        try { Thread.Sleep(TimeSpan.FromMilliseconds(-2)); }
        catch (ArgumentOutOfRangeException e) { Console.WriteLine("ArgumentOutOfRangeException: " + e.Message); }
        Stopwatch sw = Stopwatch.StartNew();
        Thread.Sleep(TimeSpan.FromMilliseconds(20));
        TimeSpan el = sw.Elapsed;
        Console.WriteLine(el >= TimeSpan.FromMilliseconds(19) && el < TimeSpan.FromSeconds(30));
        Console.WriteLine(el.Ticks / 10000 == (long)el.TotalMilliseconds);
        object o = new object();
        lock (o)
            Console.WriteLine(Monitor.Wait(o, TimeSpan.FromMilliseconds(1)) + " " + Monitor.TryEnter(o, TimeSpan.Zero));
        Monitor.Exit(o);
    }
}
