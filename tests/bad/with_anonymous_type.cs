// error: 9:19
// message: `with` on an anonymous type (C# 10) is not supported
// errors: 1
class P
{
    static void Main()
    {
        var a = new { X = 1, Y = 2 };
        var b = a with { X = 3 };
        System.Console.WriteLine(b.X);
    }
}
