// error: 7:39
// message: the alignment of an interpolated hole must be a constant int
// errors: 1
class P {
    static void Main() {
        int w = 5;
        System.Console.WriteLine($"{w,w}");
    }
}
