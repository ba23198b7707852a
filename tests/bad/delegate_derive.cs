// error: 6:11
// message: cannot derive from sealed type 'D'
// errors: 1
delegate void D();

class X : D { }

class P { static void Main() { } }
