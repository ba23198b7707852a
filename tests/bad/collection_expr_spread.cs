// error: 8:23
// message: spread elements
class P
{
    static void Main()
    {
        int[] a = [1];
        int[] b = [0, ..a];
    }
}
