// error: 8:20
// message: cannot convert lambda expression to type 'object' because it is not a delegate type
// errors: 1
class P
{
    static void Main()
    {
        object o = () => 1;
    }
}
