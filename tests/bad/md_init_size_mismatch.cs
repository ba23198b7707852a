// error: 6:28
// message: an array initializer of length '3' is expected
// errors: 1
class P {
    static void Main() {
        var a = new int[2, 3] { { 1, 2 }, { 3, 4 } };
        System.Console.WriteLine(a.Length);
    }
}
