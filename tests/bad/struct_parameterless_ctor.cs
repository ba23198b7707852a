// error: 6:13
// message: the parameterless struct constructor must be 'public'
// errors: 1
using System;

struct Pt { Pt() { X = 1; } public int X; }

class P { static void Main() { } }
