// error: 9:20
// message: cannot contain a reference to
// errors: 1
class P
{
    static void Main()
    {
        int k = 3;
        static int Scale(int x) => x * k;
        System.Console.WriteLine(Scale(2));
    }
}
