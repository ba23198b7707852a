// error: 10:16
// message: no overload for 'F' matches delegate 'Op'
delegate int Op(int a);

class P
{
    static long F(int a) { return a; }
    static void Main()
    {
        Op o = F;
    }
}
