// using static (the static members of a corelib or program class by simple
// name: Math, Console, a class of its own) and using aliases of a type
// and of a namespace.
using System;
using static System.Math;
using static System.Console;
using Con = System.Console;
using Txt = System.Text;
using Geo = Shapes.Geometry;
using static Shapes.Geometry;

namespace Shapes
{
    static class Geometry
    {
        public const double Unit = 1.0;
        public static int Doubled(int x) { return 2 * x; }
    }
}

class Program
{
    static void Main()
    {
        WriteLine(Max(3, 7));
        WriteLine(Abs(-4) + Min(2, 9));
        Con.WriteLine("via alias");
        WriteLine(Geo.Doubled(21));
        WriteLine(Doubled(5) + " " + Unit);
        Write("no newline");
        WriteLine();
        WriteLine(PI > 3);
        Txt.StringBuilder sb = new Txt.StringBuilder();
        sb.Append("built");
        WriteLine(sb.ToString());
    }
}
