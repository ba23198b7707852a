// error: 9:17
// message: the delegate type could not be inferred
// errors: 1
class P
{
    static T M<T>() => default(T);
    static void Main()
    {
        var f = M;
    }
}
