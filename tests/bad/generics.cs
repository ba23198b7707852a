// error: 5:10
// message: generic
using System;

class Box<T> { }

class P { static void Main() { } }
