// error: 6:38
// message: the operation overflows at compile time in checked mode
// errors: 1
class P {
    static void Main() {
        int x = checked(int.MaxValue + 1);
        System.Console.WriteLine(x);
    }
}
