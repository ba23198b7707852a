// Namespaces: block form, nested, dotted names, and classes with the same
// name in different namespaces; ToString of an object names its full type.
using System;

namespace Outer
{
    class Widget { public static string Who() { return "Outer.Widget"; } }

    namespace Inner
    {
        class Widget { public static string Who() { return "Outer.Inner.Widget " + Outer.Widget.Who(); } }
    }
}

namespace A.B.C
{
    class Deep { public static int Value() { return 42; } }
}

namespace Prog
{
    class Namespaces
    {
        static void Main()
        {
            Console.WriteLine(Outer.Widget.Who());
            Console.WriteLine(Outer.Inner.Widget.Who());
            Console.WriteLine(A.B.C.Deep.Value());
            Console.WriteLine(new A.B.C.Deep().ToString());
            Console.WriteLine(new Namespaces());
            System.Console.WriteLine("qualified");
        }
    }
}
