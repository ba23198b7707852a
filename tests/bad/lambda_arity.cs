// error: 10:16
// message: delegate 'Op' does not take 2 arguments
// errors: 1
delegate int Op(int x);

class P
{
    static void Main()
    {
        Op f = (a, b) => a + b;
    }
}
