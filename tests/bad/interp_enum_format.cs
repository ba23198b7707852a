// error: 7:37
// message: format specifiers on enum values are not supported
// errors: 1
class P {
    enum E { A }
    static void Main() {
        System.Console.WriteLine($"{E.A:D}");
    }
}
