// error: 4:14
// message: the partial modifier can only appear immediately before
// errors: 1
partial enum Color { Red }
class P { static void Main() { } }
