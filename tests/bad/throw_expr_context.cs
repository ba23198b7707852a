// error: 8:17
// message: a throw expression is not allowed in this context
// errors: 1
class P
{
    static void Main()
    {
        int x = throw new System.Exception("no");
    }
}
