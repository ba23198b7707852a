// error: 9:30
// message: the null-conditional operator '?.' with a result of value type 'int' (a Nullable<int>) is not supported
// errors: 1
class P
{
    static void Main()
    {
        string s = null;
        System.Console.Write(s?.Length);
    }
}
