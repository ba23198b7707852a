// error: 5:1
// message: struct
using System;

struct Point { public int X; }

class P { static void Main() { } }
