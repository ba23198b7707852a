// error: 9:22
// message: no suitable 'Deconstruct' instance or extension method was found for type 'object', with 2 out parameters
// errors: 1
class P
{
    static void Main()
    {
        object o = "x";
        var (a, b) = o;
        System.Console.WriteLine(a);
    }
}
