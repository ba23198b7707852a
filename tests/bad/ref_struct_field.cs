// error: 7:12
// message: field or auto-implemented property cannot be of type 'System.Threading.Lock.Scope' unless it is an instance member of a ref struct
using System.Threading;

class Holder
{
    public Lock.Scope Held;
}

class P
{
    static void Main()
    {
        System.Console.WriteLine(new Holder() != null);
    }
}
