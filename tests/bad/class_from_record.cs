// error: 5:7
// message: only records may inherit from records ('C' derives from 'R')
// errors: 1
record R(int X);
class C : R
{
    public C() : base(1) { }
}
class P
{
    static void Main()
    {
        System.Console.WriteLine(new C());
    }
}
