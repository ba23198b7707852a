// error: 8:25
// message: cannot deconstruct a tuple of '2' elements into '3' variables
// errors: 1
class P
{
    static void Main()
    {
        var (a, b, c) = (1, 2);
        System.Console.WriteLine(a + b + c);
    }
}
