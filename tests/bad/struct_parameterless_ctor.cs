// error: 6:20
// message: explicit parameterless struct constructors are not supported
// errors: 1
using System;

struct Pt { public Pt() { } public int X; }

class P { static void Main() { } }
