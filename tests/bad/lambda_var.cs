// error: 8:13
// message: cannot assign lambda expression to an implicitly-typed variable
// errors: 1
class P
{
    static void Main()
    {
        var f = () => 1;
    }
}
