// error: 11:13
// message: 'Widget' is an ambiguous reference between 'Left.Widget' and 'Right.Widget'
namespace Left { class Widget { } }
namespace Right { class Widget { } }

namespace App {
    using Left;
    using Right;
    class P {
        static void Main() {
            Widget w = null;
            System.Console.WriteLine(w == null);
        }
    }
}
