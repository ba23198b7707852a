// error: 9:17
// message: sizeof of a type other than a primitive or an enum needs `unsafe` code, which is not supported
// errors: 1
struct S { public int A; }
class P
{
    static void Main()
    {
        int n = sizeof(S);
    }
}
