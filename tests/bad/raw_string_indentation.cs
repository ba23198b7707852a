// error: 10:1
// message: does not start with the closing line's whitespace
// errors: 1
class P
{
    static void Main()
    {
        string s = """
            inside
        outside
            """;
        System.Console.WriteLine(s);
    }
}
