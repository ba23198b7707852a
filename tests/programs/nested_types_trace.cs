// exit: 134
// mono: skip-output
// stderr: Unhandled exception. Shapes.Box+Lid+Jam: stuck
// stderr:    at Shapes.Box.Lid.Open(Lid other) in {{DIR}}/nested_types_trace.cs:line 20
// An exception class nested twice and thrown from a nested class's method:
// its type name is .NET's (Box+Lid+Jam), its stack frames print the nested
// class as Box.Lid and a parameter's type by its simple name, as .NET does.
using System;

namespace Shapes
{
    class Box
    {
        public class Lid
        {
            public class Jam : Exception { public Jam(string m) : base(m) { } }
            public void Open(Lid other)
            {
                Console.WriteLine("opening");
                throw new Jam("stuck");
            }
        }
        static void Main() { new Lid().Open(null); }
    }
}
