// error: 14:13
// message: the type or namespace name 'StringBuilder' could not be found
namespace A {
    using System.Text;
    class P {
        static void Main() { System.Console.WriteLine(new StringBuilder("a")); }
    }
}

namespace B {
    class Q {
        static string F()
        {
            StringBuilder sb = null;
            return sb?.ToString();
        }
    }
}
