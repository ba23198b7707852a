// error: 6:9
// message: the type 'decimal' is not supported
// errors: 1
class P {
    static void Main() {
        decimal s = 3;
        s++;
        --s;
        System.Console.WriteLine(s);
    }
}
