// error: 6:7
// message: Twice
using System;

class Twice { }
class Twice { }

class P { static void Main() { } }
