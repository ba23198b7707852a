// error: 3:1
// message: #if
#if DEBUG
using System;
#endif

class P { static void Main() { } }
