// error: 10:11
// message: init-only property or indexer 'R.X' can only be assigned in an object initializer, or on 'this' or 'base' in an instance constructor or an 'init' accessor
// errors: 1
record R(int X);
class P
{
    static void Main()
    {
        var r = new R(1);
        r.X = 2;
        System.Console.WriteLine(r);
    }
}
