// error: 6:32
// message: a nested array initializer is expected
// errors: 1
class P {
    static void Main() {
        int[,] a = { { 1, 2 }, 3 };
        System.Console.WriteLine(a.Length);
    }
}
