// error: 6:21
// message: causes a cycle in the struct layout
// errors: 2
using System;

struct A { public B b; }
struct B { public A a; }

class P { static void Main() { } }
