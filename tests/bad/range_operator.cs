// error: 9:22
// message: ranges (`a..b`, System.Range) are not supported
// errors: 1
class P
{
    static void Main()
    {
        int[] a = { 1, 2, 3 };
        int[] b = a[0..2];
    }
}
