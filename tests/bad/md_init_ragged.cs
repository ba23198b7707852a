// error: 6:35
// message: an array initializer of length '3' is expected
// errors: 1
class P {
    static void Main() {
        int[,] a = { { 1, 2, 3 }, { 4, 5 } };
        System.Console.WriteLine(a.Length);
    }
}
