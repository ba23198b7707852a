// error: 9:34
// message: no indexer of 'Box' takes these arguments
// errors: 1
class Box {
    public int this[int i] => i;
}
class P {
    static void Main() {
        System.Console.WriteLine(new Box()["x"]);
    }
}
