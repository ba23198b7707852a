// error: 6:9
// message: a goto case is only valid inside a switch statement
// errors: 1
class P {
    static void Main() {
        goto case 1;
    }
}
