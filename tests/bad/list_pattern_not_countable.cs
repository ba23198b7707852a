// error: 9:18
// message: list patterns may not be used for a value of type 'object' (it has no int Length or Count)
// errors: 1
class P
{
    static void Main()
    {
        object o = new int[] { 1 };
        if (o is [1])
            System.Console.WriteLine(o);
    }
}
