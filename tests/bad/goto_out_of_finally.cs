// error: 7:19
// message: control cannot leave the body of a finally clause
// errors: 1
class P {
    static void Main() {
        try { System.Console.WriteLine(1); }
        finally { goto end; }
    end:
        System.Console.WriteLine(2);
    }
}
