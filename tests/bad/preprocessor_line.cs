// error: 6:1
// message: preprocessor directive '#line' is not supported
// errors: 1
using System;

#line 100 "other.cs"
class P { static void Main() { } }
