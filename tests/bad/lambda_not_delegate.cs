// error: 8:17
// message: cannot convert lambda expression to type 'int' because it is not a delegate type
// errors: 1
class P
{
    static void Main()
    {
        int o = () => 1;
    }
}
