// error: 8:21
// message: no such label 'default:'
// errors: 1
class P {
    static void Main() {
        int n = 1;
        switch (n) {
            case 1: goto default;
            case 2: break;
        }
    }
}
