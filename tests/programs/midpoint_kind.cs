// mono: skip
// DateTime's enum-typed members (DayOfWeek, Kind, SpecifyKind, the
// constructors with a DateTimeKind) and MidpointRounding with Math.Round
// and decimal.Round, with .NET 8's exceptions. Mono 6.8's MidpointRounding
// has only ToEven and AwayFromZero, so the other three rows of the
// expected output follow .NET 8's documentation of each mode.
using System;
class P {
    static void Main() {
        var d = new DateTime(2024, 3, 5, 10, 20, 30, DateTimeKind.Utc);
        Console.WriteLine(d.DayOfWeek);
        Console.WriteLine(d.Kind);
        Console.WriteLine((int)new DateTime(2000, 1, 1).DayOfWeek);
        Console.WriteLine(DateTime.SpecifyKind(d, DateTimeKind.Local).Kind);
        Console.WriteLine(new DateTime(2024, 3, 5, 1, 2, 3, 456, DateTimeKind.Local).Millisecond);
        Console.WriteLine(d.ToString("o"));
        if (d.DayOfWeek == DayOfWeek.Tuesday) Console.WriteLine("tue");
        foreach (var m in new[] { MidpointRounding.ToEven, MidpointRounding.AwayFromZero, MidpointRounding.ToZero, MidpointRounding.ToNegativeInfinity, MidpointRounding.ToPositiveInfinity }) {
            Console.WriteLine(m + " " + Math.Round(2.5, m) + " " + Math.Round(-2.5, m) + " " + Math.Round(1.2345, 2, m) + " " + Math.Round(2.5m, m) + " " + Math.Round(-1.255m, 2, m) + " " + decimal.Round(7.5m, m));
        }
        try { Math.Round(1.5, (MidpointRounding)7); } catch (ArgumentException e) { Console.WriteLine(e.Message); }
        try { Math.Round(1.5m, 2, (MidpointRounding)9); } catch (ArgumentException e) { Console.WriteLine(e.Message); }
        try { new DateTime(2024, 1, 1, 0, 0, 0, (DateTimeKind)5); } catch (ArgumentException e) { Console.WriteLine(e.Message); }
        var parts = "a,,b, c".Split(',', StringSplitOptions.RemoveEmptyEntries);
        Console.WriteLine(parts.Length);
        Console.WriteLine("abc".IndexOf("B", StringComparison.OrdinalIgnoreCase));
    }
}
