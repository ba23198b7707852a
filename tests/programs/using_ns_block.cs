// using directives inside namespace blocks (C#: each counts in its own block only, searched
// after that namespace's members and before the enclosing namespaces): namespace
// Demo.Complex's own `using System.Numerics` finds the type Complex before namespace Demo
// is searched; an alias, `using static` and an attribute's namespace per block
namespace Demo.Complex {
    using System;
    using System.Numerics;
    class Program {
        static void Main() {
            Complex c = new Complex(1, 2);
            Console.WriteLine(c.Real + c.Imaginary);
            Console.WriteLine(Complex.Abs(new Complex(3, 4)));
            Demo.Shapes.Runner.Run();
            Demo.Other.Runner.Run();
            Parts.P.Run();
        }
    }
}

namespace Demo {
    namespace Shapes {
        using Text = System.Text.StringBuilder;
        using static System.Math;
        using System.Diagnostics;
        class Runner {
            [Conditional("NEVER_DEFINED")]
            static void Trace(string s) { System.Console.WriteLine("trace " + s); }
            public static void Run() {
                Trace("run");
                var sb = new Text();
                sb.Append("shapes ").Append(Max(3, 7));
                System.Console.WriteLine(sb.ToString());
            }
        }
    }
    namespace Other {
        using System.Collections.Generic;
        class Text { public override string ToString() { return "Demo.Other.Text"; } }
        class Runner {
            public static void Run() {
                var xs = new List<int> { 1, 2, 3 };
                System.Console.WriteLine(xs.Count + " " + new Text());
            }
        }
    }
}

namespace Parts {
    using System.Text;
    partial class P {   /* each part's code sees its own block's usings */
        static StringBuilder Make() { return new StringBuilder("parts "); }
    }
}

namespace Parts {
    using System.Numerics;
    partial class P {
        public static void Run() { System.Console.WriteLine(Make().Append(new Complex(2, 0).Real)); }
    }
}
