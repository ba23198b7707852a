// error: 7:35
// message: object reference is required
// errors: 1
class Outer {
    int count = 3;
    class Inner {
        public int Get() { return count; }
    }
    static void Main() { }
}
