// A partly qualified type name (Shapes.Sq inside namespace Geo, where
// Geo.Shapes.Sq exists) is looked up through the enclosing namespaces, in
// type and expression context; a namespace found there hides an outer class.
using System;

namespace Geo.Shapes
{
    class Sq
    {
        public int Side;
        public static int Made;
        public Sq(int side) { Side = side; Made++; }
        public int Area() { return Side * Side; }
    }
}

namespace Geo.Shapes.Solid
{
    class Cube
    {
        public static int Volume(int s) { return s * s * s; }
    }
}

class Shapes
{
    public static int Marker = 99;
}

class Outside
{
    // outside namespace Geo, Shapes is the global class
    public static int Marker() { return Shapes.Marker; }
}

namespace Geo
{
    class Board
    {
        Shapes.Sq piece = new Shapes.Sq(4);

        static Shapes.Sq Make(int n) { return new Shapes.Sq(n); }

        static void Main()
        {
            Shapes.Sq q = Make(3);
            Geo.Shapes.Sq r = new Geo.Shapes.Sq(5);
            Shapes.Sq[] all = { q, r, new Board().piece };
            int total = 0;
            for (int i = 0; i < all.Length; i++)
                total += all[i].Area();
            Console.WriteLine(total);
            Console.WriteLine(Shapes.Sq.Made);
            Console.WriteLine(Shapes.Solid.Cube.Volume(2));
            Console.WriteLine(Outside.Marker());
            Console.WriteLine(Inner.Deeper.Twice(q));
        }
    }
}

namespace Geo.Inner
{
    class Deeper
    {
        public static int Twice(Shapes.Sq s) { return 2 * s.Side; }
    }
}
