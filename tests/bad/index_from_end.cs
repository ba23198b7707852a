// error: 7:36
// message: indices from the end (`^i`) are not supported
// errors: 1
class P {
    static void Main() {
        int[] a = { 1, 2, 3 };
        System.Console.WriteLine(a[^1]);
    }
}
