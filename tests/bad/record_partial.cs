// error: 3:16
// message: partial records are not supported
partial record PR(int X);
partial record PR
{
    public int Y { get; init; }
}
class P
{
    static void Main()
    {
        System.Console.WriteLine(new PR(1) { Y = 2 });
    }
}
