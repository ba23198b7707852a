// error: 13:20
// message: cannot use 'g' of ref struct type 'G' inside an anonymous method
// errors: 1
using System;

ref struct G { public int N; }

class P
{
    static void Main()
    {
        G g = new G();
        Action a = () => Console.WriteLine(g.N);
        a();
    }
}
