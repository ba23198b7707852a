// error: 9:34
// message: use of unassigned local variable 'x'
// errors: 1
class P {
    static void Main() {
        int x;
        goto set;
    use:
        System.Console.WriteLine(x);
        return;
    set:
        goto use;
    }
}
