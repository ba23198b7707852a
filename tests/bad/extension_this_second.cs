// error: 6:43
// message: method 'Add' has a parameter modifier 'this' which is not on the first parameter
// errors: 1
static class Util
{
    public static int Add(int x, this int y) { return x + y; }
}
class P
{
    static void Main() { }
}
