// error: 6:6
// message: attribute CallerMemberName is valid only on a parameter
using System.Runtime.CompilerServices;

class P {
    [CallerMemberName]
    static void Main() { }
}
