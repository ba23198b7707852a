// error: 8:21
// message: no such label 'case
// errors: 1
class P {
    static void Main() {
        int n = 1;
        switch (n) {
            case 1: goto case 2;
            default: break;
        }
    }
}
