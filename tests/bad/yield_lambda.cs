// error: 10:23
// message: the yield statement cannot be used inside an anonymous method or lambda expression
// errors: 1
delegate int F();

class P
{
    static void Main()
    {
        F f = () => { yield return 1; };
    }
}
