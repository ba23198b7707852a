// error: 4:7
// message: System.Collections.Generic
using System;
using System.Collections.Generic;

class P { static void Main() { } }
