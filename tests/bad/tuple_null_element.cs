// error: 8:18
// message: the tuple element 1 has no type
// errors: 1
class P
{
    static void Main()
    {
        var t = (null, 1);
        System.Console.WriteLine(t);
    }
}
