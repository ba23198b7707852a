// error: 8:13
// message: 'System.Threading.Thread' does not contain a definition for 'constructor'
// The corelib's Thread(object, long) takes a method handle from ldftn; it is
// internal (.NET has no such constructor), so a forged handle cannot reach it.
using System.Threading;

class P { static void Main() {
    var t = new Thread(null, 1234L); t.Start(); t.Join(); } }
