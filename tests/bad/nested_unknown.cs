// error: 7:9
// message: the type name 'Missing' does not exist in the type 'Outer'
// errors: 1
class Outer { public class Inner { } }
class Program {
    static void Main() {
        Outer.Missing m = null;
    }
}
