// Part of multi_file.cs: a second source file of the same program, with its
// own namespace, a base class the main file derives from, and statics.
using System;

namespace Geometry
{
    class Shape
    {
        public static int Made;
        public Shape() { Made++; }
        public virtual int Area() { return 0; }
        public string Describe() { return GetName() + " " + Area(); }
        protected virtual string GetName() { return "shape"; }
    }

    class Square : Shape
    {
        int side;
        public Square(int s) { side = s; }
        public override int Area() { return side * side; }
        protected override string GetName() { return "square"; }
    }
}
