// A program imports namespaces it never uses (as real programs do) and its
// own namespaces, through using directives at the top and inside namespaces.
using System;
using System.Collections.Generic;
using System.Linq;
using System.Text;
using System.IO;
using System.Threading;
using System.Threading.Tasks;
using System.Globalization;
using System.Diagnostics;
using Geometry.Shapes;

namespace Geometry.Shapes
{
    class Square
    {
        public int Side;
        public Square(int side) { Side = side; }
        public int Area() { return Side * Side; }
    }
}

namespace App
{
    using Geometry.Shapes;

    class Report
    {
        public static string Describe(Square s) { return "square " + s.Side + " has area " + s.Area(); }
    }
}

class Program
{
    static void Main()
    {
        Square s = new Square(7);
        Console.WriteLine(App.Report.Describe(s));
        Console.WriteLine(new Square(3).Area());
    }
}
