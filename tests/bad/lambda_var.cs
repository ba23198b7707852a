// error: 8:17
// message: the delegate type could not be inferred
// errors: 1
class P
{
    static void Main()
    {
        var f = () => null;
    }
}
