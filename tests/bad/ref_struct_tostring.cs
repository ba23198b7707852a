// error: 11:36
// message: 'G' is a ref struct and cannot be boxed
// errors: 1
ref struct G { public int N; }

class P
{
    static void Main()
    {
        G g = new G();
        System.Console.WriteLine(g.ToString());
    }
}
