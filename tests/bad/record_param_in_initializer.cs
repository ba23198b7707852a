// error: 6:33
// message: a record's positional parameter 'X' read in a member initializer is not supported
// errors: 1
record R(int X)
{
    public int Twice { get; } = X * 2;
}
class P
{
    static void Main()
    {
        System.Console.WriteLine(new R(2));
    }
}
