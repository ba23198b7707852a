// error: 9:18
// message: a positional pattern on 'object' (not a tuple: its Deconstruct) is not supported
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
