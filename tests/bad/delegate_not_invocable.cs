// error: 9:9
// message: non-invocable member 'x' cannot be used like a method
// errors: 1
class P
{
    static void Main()
    {
        int x = 1;
        x(2);
    }
}
