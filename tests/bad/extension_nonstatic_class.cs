// error: 6:23
// message: extension method must be defined in a non-generic static class ('Util.Twice')
// errors: 1
class Util
{
    public static int Twice(this int x) { return 2 * x; }
}
class P
{
    static void Main() { }
}
