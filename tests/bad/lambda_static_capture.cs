// error: 11:23
// message: a static anonymous function cannot contain a reference to 'this' or to a local variable
// errors: 1
delegate int Fn();

class P
{
    static void Main()
    {
        int k = 1;
        Fn f = static () => k;
    }
}
