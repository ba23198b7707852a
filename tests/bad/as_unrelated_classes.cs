// error: 9:32
// message: cannot convert type 'Box<int>' to 'Box<string>' via a reference conversion
// errors: 1
class Box<T> { }
class P {
    static void Main() {
        object o = new Box<int>();
        var s = o as Box<string>;   // valid: object to anything
        var b = new Box<int>() as Box<string>;
        System.Console.WriteLine(s == null);
        System.Console.WriteLine(b == null);
    }
}
