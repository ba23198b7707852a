// error: 11:52
// message: 'Outer.Inner.hidden' is inaccessible due to its protection level
// errors: 1
class Outer {
    public class Inner {
        private int hidden = 1;
    }
}
class Program {
    static void Main() {
        System.Console.WriteLine(new Outer.Inner().hidden);
    }
}
