// error: 5:1
// message: ')'
using System;

) class P { static void Main() { } }
