// error: 4:7
// message: System.Linq
using System;
using System.Linq;

class P { static void Main() { } }
