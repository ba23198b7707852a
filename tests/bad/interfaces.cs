// error: 5:1
// message: interface
using System;

interface IShape { int Area(); }

class P { static void Main() { } }
