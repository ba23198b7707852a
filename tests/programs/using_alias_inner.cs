// using aliases in nested namespace blocks: an inner block's alias hides an outer one's,
// a separate `namespace Outer.Inner.Deep` declaration sees neither, and an inner block's
// using-namespace directive is searched before the enclosing block's (no ambiguity)
using System;
using Map = System.Collections.Generic.Dictionary<string, int>;

class Label { public override string ToString() { return "global Label"; } }

namespace Outer {
    using Label = System.Text.StringBuilder;
    class Shown {
        public static string Show() { return new Label("outer alias").ToString(); }
    }
    namespace Inner {
        using Label = Outer.Tag;
        class Shown {
            public static string Show() { return new Label().ToString(); }
        }
    }
    class Tag { public override string ToString() { return "Outer.Tag"; } }
}

namespace Outer.Inner.Deep {
    class Shown {
        public static string Show() { return new Label().ToString(); }
    }
}

namespace Left { class Widget { public override string ToString() { return "Left.Widget"; } } }
namespace Right { class Widget { public override string ToString() { return "Right.Widget"; } } }

namespace Ext1 { static class E1 { public static string Who(this int x) { return "E1 " + x; } } }
namespace Ext2 { static class E2 { public static string Who(this int x) { return "E2 " + x; } } }

namespace App {
    using Left;
    using Ext1;
    namespace Inner {
        using Right;
        using Ext2;
        class Shown {   /* Inner's usings are searched before App's: no ambiguity */
            public static string Show() { return new Widget().ToString() + " " + 5.Who(); }
        }
    }
    class Shown {
        public static string Show() { return new Widget().ToString() + " " + 6.Who(); }
    }
}

class Program {
    static void Main() {
        var m = new Map();
        m["a"] = 1;
        Console.WriteLine(m["a"]);
        Console.WriteLine(new Label());
        Console.WriteLine(Outer.Shown.Show());
        Console.WriteLine(Outer.Inner.Shown.Show());
        Console.WriteLine(Outer.Inner.Deep.Shown.Show());
        Console.WriteLine(App.Inner.Shown.Show());
        Console.WriteLine(App.Shown.Show());
    }
}
