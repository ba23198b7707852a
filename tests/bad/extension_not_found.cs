// error: 11:13
// message: 'string' does not contain a definition for 'Twice' and no accessible extension method 'Twice' accepting a first argument of type 'string' could be found
// errors: 1
static class Util
{
    public static int Twice(this int x) { return 2 * x; }
}
class P
{
    static void Main() {
        "a".Twice();
    }
}
