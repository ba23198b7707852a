// error: 9:9
// message: the left-hand side of an assignment must be a variable, a property or indexer
// errors: 1
class P
{
    static void Main()
    {
        int[] a = { 1, 2, 3 };
        a[0..2] = new int[2];
    }
}
