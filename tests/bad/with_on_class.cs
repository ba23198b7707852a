// error: 10:17
// message: the receiver type 'C' is not a valid record type and is not a struct type
// errors: 1
class C { public int X { get; init; } }
class P
{
    static void Main()
    {
        C a = new C();
        C b = a with { X = 1 };
        System.Console.WriteLine(b.X);
    }
}
