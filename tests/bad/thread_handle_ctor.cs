// error: 8:13
// message: no overload for method 'Thread' takes 2 arguments
// A Thread runs a delegate: there is no constructor taking a method handle
// (the corelib once had an internal Thread(object, long) for ldftn).
using System.Threading;

class P { static void Main() {
    var t = new Thread(null, 1234L); t.Start(); t.Join(); } }
