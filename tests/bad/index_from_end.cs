// error: 13:17
// message: argument 1: cannot convert from 'System.Index' to 'int' ('Bag' has no int Length or Count)
// errors: 1
class Bag
{
    public int this[int i] { get { return i; } }
}
class P
{
    static void Main()
    {
        var b = new Bag();
        int x = b[^1];
    }
}
