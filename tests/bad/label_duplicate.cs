// error: 8:11
// message: the label 'here' is a duplicate
// errors: 1
class P {
    static void Main() {
    here:
        System.Console.WriteLine(1);
        { here: System.Console.WriteLine(2); }
    }
}
