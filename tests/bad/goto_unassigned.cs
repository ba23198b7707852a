// error: 8:36
// message: use of unassigned local variable 'x'
// errors: 1
class P {
    static void Main() {
        int x;
        goto show;
    show: System.Console.WriteLine(x);
    }
}
