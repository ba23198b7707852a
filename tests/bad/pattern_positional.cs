// error: 9:18
// message: positional (tuple) patterns are not supported
// errors: 1
class P
{
    static void Main()
    {
        object o = 1;
        if (o is (1, 2))
            System.Console.WriteLine(o);
    }
}
