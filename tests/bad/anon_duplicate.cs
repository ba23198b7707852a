// error: 9:30
// message: an anonymous type cannot have multiple properties with the same name
// errors: 1
class P
{
    static void Main()
    {
        int a = 1;
        var x = new { A = a, A = 2 };
        System.Console.WriteLine(x);
    }
}
