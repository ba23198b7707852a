// error: 6:20
// message: 'string' does not contain a constructor that takes 4 arguments
// errors: 1
class P {
    static void Main() {
        string s = new string('a', 1, 2, 3);
    }
}
