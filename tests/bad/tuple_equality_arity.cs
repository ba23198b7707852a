// error: 9:36
// message: must have matching cardinalities
// errors: 1
class P
{
    static void Main()
    {
        var t = (1, 2);
        System.Console.WriteLine(t == (1, 2, 3));
    }
}
