// error: 5:11
// message: 'Outer': member names cannot be the same as their enclosing type
// errors: 1
class Outer {
    class Outer { }
    static void Main() { }
}
