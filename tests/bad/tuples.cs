// error: 9:18
// message: tuple element name 'Item2' is only allowed at position 2
// errors: 1
class P
{
    static void Main()
    {
        var t = (1, 2);
        var u = (Item2: 1, 2);
        System.Console.WriteLine(t.Item1 + u.Item2);
    }
}
