// error: 5:23
// message: the modifier 'static' is not valid for an indexer
// errors: 1
class Box {
    public static int this[int i] => i;
    static void Main() { }
}
