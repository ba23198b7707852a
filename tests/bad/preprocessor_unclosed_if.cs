// error: 9:1
// message: #endif directive expected
// errors: 1
#if SOMETHING_NOT_DEFINED
using System;

class P { static void Main() { } }
#elif TRACE
