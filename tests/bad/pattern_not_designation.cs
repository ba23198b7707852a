// error: 9:29
// message: a variable may not be declared within a 'not' or 'or' pattern
// errors: 1
class P
{
    static void Main()
    {
        object o = 1;
        if (o is not string s)
            System.Console.WriteLine(o);
    }
}
