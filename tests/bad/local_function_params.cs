// error: 8:28
// message: params and optional parameters of local functions are not supported
// errors: 1
class P
{
    static void Main()
    {
        int L(params int[] a) => a.Length;
    }
}
