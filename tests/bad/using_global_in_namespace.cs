// error: 4:5
// message: a global using directive cannot be used in a namespace declaration
namespace A {
    global using System.Text;
    class P { static void Main() { } }
}
