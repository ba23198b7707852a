// mono: skip
// env: TZ=XYZ-5:30
// The clock: DateTime.UtcNow, Now and Today under a fixed local zone (the
// POSIX TZ "XYZ-5:30", UTC+05:30 without daylight saving, needs no zone
// files; Mono runs in the machine's zone): Now - UtcNow is the offset,
// UtcNow formats "K" as Z and Now as +05:30, Today is Now's date at
// midnight, ToUniversalTime/ToLocalTime convert, the clock moves forward
// and agrees with Stopwatch, Environment.TickCount/TickCount64 advance.
using System;
using System.Diagnostics;
using System.Threading;

class DateTimeNow
{
    static void Main()
    {
        DateTime utc = DateTime.UtcNow;
        DateTime now = DateTime.Now;
        TimeSpan offset = now - utc;
        Console.WriteLine("offset minutes: " + Math.Round(offset.TotalMinutes));
        Console.WriteLine("utc K: " + utc.ToString("%K") + ", now K: " + now.ToString("%K") + ", now zzz: " + now.ToString("zzz") + ", z: " + now.ToString("%z") + ", zz: " + now.ToString("zz"));
        Console.WriteLine("utc z: " + utc.ToString("zzz") + ", unspecified zzz: " + new DateTime(2020, 1, 1).ToString("zzz"));
        Console.WriteLine("plausible year: " + (utc.Year >= 2024 && utc.Year < 2200));
        DateTime today = DateTime.Today;
        Console.WriteLine("today: " + (today.TimeOfDay == TimeSpan.Zero) + " " + (today == now.Date || today == DateTime.Now.Date) + " " + today.ToString("%K"));
        DateTime back = now.ToUniversalTime();
        Console.WriteLine("to universal: " + (Math.Abs((back - utc).TotalSeconds) < 5) + " " + back.ToString("%K"));
        Console.WriteLine("to local: " + (Math.Abs((utc.ToLocalTime() - now).TotalSeconds) < 5) + " " + utc.ToLocalTime().ToString("%K"));
        Console.WriteLine("unspecified to universal: " + new DateTime(2020, 6, 1, 12, 0, 0).ToUniversalTime().ToString("o"));
        Console.WriteLine("unspecified to local: " + new DateTime(2020, 6, 1, 12, 0, 0).ToLocalTime().ToString("o"));
        Console.WriteLine("local r: " + new DateTime(2020, 6, 1, 12, 0, 0).ToLocalTime().ToString("r"));
        Console.WriteLine("utc round trip: " + utc.ToUniversalTime().Equals(utc) + " " + now.ToLocalTime().Equals(now));

        Stopwatch sw = Stopwatch.StartNew();
        long tick64 = Environment.TickCount64;
        int tick = Environment.TickCount;
        DateTime before = DateTime.UtcNow;
        Thread.Sleep(50);
        DateTime after = DateTime.UtcNow;
        double ms = (after - before).TotalMilliseconds;
        Console.WriteLine("moved: " + (ms >= 40 && ms < 5000) + " " + (sw.ElapsedMilliseconds >= 40) + " " + (Environment.TickCount64 - tick64 >= 40) + " " + (Environment.TickCount - tick >= 40));
        Console.WriteLine("unix seconds plausible: " + ((utc - DateTime.UnixEpoch).TotalSeconds > 1.7e9));
    }
}
