// error: 10:55
// message: 'Widget' is an ambiguous reference between 'Left.Widget' and 'Right.Widget'
namespace Left { static class Widget { public static int N() { return 1; } } }
namespace Right { static class Widget { public static int N() { return 2; } } }

namespace App {
    using Left;
    using Right;
    class P {
        static void Main() { System.Console.WriteLine(Widget.N()); }
    }
}
