// error: 7:13
// message: an embedded statement cannot be a labeled statement
// errors: 1
class P {
    static void Main() {
        if (true)
            skip: System.Console.WriteLine(1);
    }
}
