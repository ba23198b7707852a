// error: 9:13
// message: method group
// errors: 1
class P
{
    static void M() { }
    static void Main()
    {
        var f = M;
    }
}
