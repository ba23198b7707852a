// error: 9:19
// message: indices from the end (`^i`, System.Index) are not supported
// errors: 1
class P
{
    static void Main()
    {
        int[] a = { 1, 2, 3 };
        int b = a[^1];
    }
}
