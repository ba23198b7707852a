// DateTime.ToString under the invariant culture: ToString() ("G"), every
// standard format (d D f F g G m M o O r R s t T u U y Y) and the custom
// specifiers (d..dddd, M..MMMM, y..yyyyy, h/hh/H/HH, m/mm, s/ss, f and F
// of every width, t/tt, g, K, :, /, '...' and "..." literals, \ escapes,
// %c single specifiers, other characters as literals), ToShortDateString
// and the other To*String, composite formatting with {0:...} and
// interpolation; dates with fractions of a second, noon and midnight.
using System;

class DateTimeFormatTest
{
    static readonly string[] Standard = { "d", "D", "f", "F", "g", "G", "m", "M", "o", "O", "r", "R", "s", "t", "T", "u", "U", "y", "Y" };
    static readonly string[] Custom = {
        "%d", "dd", "ddd", "dddd", "ddddd", "%M", "MM", "MMM", "MMMM", "MMMMM",
        "%y", "yy", "yyy", "yyyy", "yyyyy", "%h", "hh", "hhh", "%H", "HH", "%m", "mm", "%s", "ss",
        "%f", "ff", "fff", "ffff", "fffff", "ffffff", "fffffff",
        "%F", "FF", "FFF", "FFFF", "FFFFF", "FFFFFF", "FFFFFFF", "ss.FFF", "ss.fff", "HH:mm:ss.FFFFFFF",
        "%t", "tt", "h:mm tt", "%g", "gg", "%K", "yyyy/MM/dd", "dd-MM-yyyy HH:mm",
        "'Today is' dddd", "\"quoted\" yyyy", "yyyy'y'MM'm'", "\\d\\a\\y d", "HH\\h mm\\m", "'it''s' d",
        "MMMM d, yyyy", "ddd, MMM d yyyy", "yyyyMMddHHmmss", "h 'o''clock'", "[HH:mm]", "yyyy-MM-ddTHH:mm:ss.fffK",
        "M/d/yy", "d.M.yyyy", "yy-M-d", "%d%M", "a b c x", "'a\\'b'"
    };

    static void Main()
    {
        DateTime[] dates = {
            new DateTime(2009, 6, 15, 13, 45, 30).AddTicks(1234567),
            new DateTime(2024, 1, 5, 0, 0, 0),
            new DateTime(1999, 12, 31, 12, 0, 9, 50),
            new DateTime(7, 3, 9, 9, 7, 5).AddTicks(5000000),
            new DateTime(2023, 11, 30, 23, 59, 59).AddTicks(9999999),
            new DateTime(2020, 2, 29, 6, 30, 0).AddTicks(100),
        };
        foreach (DateTime d in dates)
        {
            Console.WriteLine("== " + d.Ticks);
            foreach (string f in Standard)
                Console.WriteLine(f + " [" + d.ToString(f) + "]");
            foreach (string f in Custom)
                Console.WriteLine(f + " [" + d.ToString(f) + "]");
            Console.WriteLine(d.ToShortDateString() + " | " + d.ToLongDateString() + " | " + d.ToShortTimeString() + " | " + d.ToLongTimeString());
            Console.WriteLine(string.Format("{0} | {0:yyyy-MM-dd} | {0,22:s} | {0,-12:t}|", d));
            Console.WriteLine($"{d:dd MMM yyyy} {d:HH:mm} {d}");
        }
        Console.WriteLine(DateTime.MinValue.ToString("o") + " " + DateTime.MaxValue.ToString("o") + " " + DateTime.MaxValue.ToString("R"));
        Console.WriteLine(DateTime.UnixEpoch.ToString("o") + " " + DateTime.UnixEpoch.ToString("u") + " " + DateTime.UnixEpoch.ToString("R"));
    }
}
