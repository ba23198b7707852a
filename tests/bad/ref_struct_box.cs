// error: 10:31
// message: cannot implicitly convert type 'System.Threading.Lock.Scope' to 'object'
// errors: 1
using System.Threading;

class P
{
    static void Main()
    {
        object o = new Lock().EnterScope();
        System.Console.WriteLine(o);
    }
}
