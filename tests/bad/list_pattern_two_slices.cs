// error: 9:26
// message: slice patterns may only be used once and directly inside a list pattern
// errors: 1
class P
{
    static void Main()
    {
        int[] a = { 1, 2 };
        if (a is [.., 1, ..])
            System.Console.WriteLine(a);
    }
}
