// mono: skip-output
// Custom numeric formats on doubles: .NET takes 15 significant digits
// (correctly rounded), then rounds half up at the format's last digit, so
// 0.125 -> "0.13" and 2.5 -> "3" here while F2/F0 give 0.12 and 2. A
// negative value that rounds to zero keeps its sign ("-0", "-0.00", "-%")
// in .NET Core 3.0+, where Mono 6.8 prints "0".
using System;

class FormatCustomDoubles
{
    static readonly string[] Formats = {
        "0", "0.00", "#.##", "#,##0.00", "0.###E+0", "0.0e-00", "#%", "0.0\u2030", "#,#", "#,,",
        "0.00;(0.00);zero", "00000.0", "#0.0#", "'x'#.#'y'", "0.##########", "#.000000000000000000"
    };

    static void Main()
    {
        double[] vs = { 0, 1, -1, 0.5, 1.5, 2.5, 0.125, 0.005, 1234.5678, -1234.5678, 0.00012345, 123456789.987,
                        1e20, 1.23456789012345678e-10, 0.1, -0.001, 99.995, 0.045, 1.0 / 3, 86000, 0.086, 1234567890 };
        for (int i = 0; i < vs.Length; i++)
        {
            string line = vs[i].ToString("R") + ":";
            for (int j = 0; j < Formats.Length; j++)
                line = line + " |" + vs[i].ToString(Formats[j]);
            Console.WriteLine(line);
        }
    }
}
