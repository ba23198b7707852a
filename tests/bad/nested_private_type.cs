// error: 9:9
// message: 'Outer.Secret' is inaccessible due to its protection level
// errors: 1
class Outer {
    class Secret { }
}
class Program {
    static void Main() {
        Outer.Secret s = null;
        System.Console.WriteLine(s == null);
    }
}
