// error: 7:19
// message: anonymous delegate type
// C# gives a lambda with a ref parameter a synthesized delegate type; Kiln names it.
class P {
    static void Main() {
        int n = 1;
        var inc = (ref int x) => x++;
        inc(ref n);
    }
}
