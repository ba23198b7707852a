// error: 5:20
// message: attribute CallerFilePath is not supported
using System.Runtime.CompilerServices;
class P {
    static void F([CallerFilePath] string path = "") { }
    static void Main() { F(); }
}
