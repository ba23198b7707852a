// error: 6:33
// message: instance fields of readonly structs must be readonly
// errors: 1
using System;

readonly struct Pt { public int X; }

class P { static void Main() { } }
