// error: 7:34
// message: wrong number of indices inside []; expected 2
// errors: 1
class P {
    static void Main() {
        int[,] a = new int[2, 2];
        System.Console.WriteLine(a[1]);
    }
}
