// error: 6:24
// message: array initializers can only be used in a variable or field initializer
// errors: 1
class P {
    static void Main() {
        int[] a = { 1, { 2 } };
        System.Console.WriteLine(a.Length);
    }
}
