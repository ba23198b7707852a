// error: 11:18
// message: positional (tuple) patterns are not supported
// errors: 1
class P
{
    static void Main()
    {
        int a = 1, b = 2;
        switch ((a, b))
        {
            case (1, 2): System.Console.WriteLine("x"); break;
        }
    }
}
