// error: 8:30
// message: cannot assign '<null>' to anonymous type property 'Name'
// errors: 1
class P
{
    static void Main()
    {
        var x = new { Name = null };
        System.Console.WriteLine(x);
    }
}
