// error: 13:10
// message: the type or namespace name 'Conditional' could not be found
namespace A {
    using System.Diagnostics;
    class P {
        [Conditional("X")] static void T() { }
        static void Main() { T(); }
    }
}

namespace B {
    class Q {
        [Conditional("X")] static void T() { }
    }
}
