// error: 10:16
// message: cannot use ref, out, or in parameter 'x' inside an anonymous method, lambda expression, query expression, or local function
// errors: 1
delegate int Fn();

class P
{
    static void M(ref int x)
    {
        Fn f = () => x;
    }
    static void Main() { }
}
