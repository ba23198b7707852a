// error: 4:1
// message: #if
// errors: 1
#if DEBUG
using System;
#endif

class P { static void Main() { } }
