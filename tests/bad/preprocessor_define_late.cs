// error: 6:1
// message: cannot define or undefine preprocessor symbols after the first token
// errors: 1
using System;

#define LATE
class P { static void Main() { } }
