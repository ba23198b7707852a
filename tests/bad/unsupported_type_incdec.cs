// error: 6:9
// message: the type 'short' is not supported
// errors: 1
class P {
    static void Main() {
        short s = 3;
        s++;
        --s;
        System.Console.WriteLine(s);
    }
}
