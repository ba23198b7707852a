// error: 10:20
// message: the delegate type could not be inferred
// errors: 1
class P
{
    static void M() { }
    static void M(int x) { }
    static void Main()
    {
        object o = M;
    }
}
