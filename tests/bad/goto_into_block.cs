// error: 6:9
// message: no such label 'inner' within the scope of the goto statement
// errors: 1
class P {
    static void Main() {
        goto inner;
        { inner: System.Console.WriteLine(1); }
    }
}
