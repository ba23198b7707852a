// error: 8:25
// message: the interpolated raw string literal does not start with enough '$' characters to allow this many consecutive opening braces as content
// errors: 1
class P
{
    static void Main()
    {
        string s = $"""x{{1}}""";
        System.Console.WriteLine(s);
    }
}
