// error: 6:26
// message: constant value cannot be converted to a 'byte'
// errors: 1
class P {
    static void Main() {
        byte b = checked((byte)300);
        System.Console.WriteLine(b);
    }
}
