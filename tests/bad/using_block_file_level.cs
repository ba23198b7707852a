// error: 12:9
// message: the type or namespace name 'StringBuilder' could not be found
namespace A {
    using System.Text;
    class P {
        static void Main() { System.Console.WriteLine(new StringBuilder("a")); }
    }
}

class Q {
    static void F() {
        StringBuilder sb = null;
        System.Console.WriteLine(sb);
    }
}
