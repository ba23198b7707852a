// error: 12:18
// message: a positional pattern of 3 elements cannot match a tuple of 2
// errors: 1
class P
{
    static void Main()
    {
        int a = 1, b = 2;
        switch ((a, b))
        {
            case (1, 2): System.Console.WriteLine("x"); break;
            case (1, 2, 3): System.Console.WriteLine("y"); break;
        }
    }
}
