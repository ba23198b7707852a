// error: 8:20
// message: interpolated raw string literals (C# 11) are not supported
// errors: 1
class P
{
    static void Main()
    {
        string s = $"""x{1}""";
        System.Console.WriteLine(s);
    }
}
