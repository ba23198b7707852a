// error: 5:1
// message: delegate
using System;

delegate int Op(int x);

class P { static void Main() { } }
