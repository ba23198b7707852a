// error: 9:20
// message: cannot convert method group 'M' to non-delegate type 'object'
// errors: 1
class P
{
    static void M() { }
    static void Main()
    {
        object o = M;
    }
}
