// error: 11:15
// message: lock on a System.Threading.Lock value is not supported: C# 13 compiles it to Lock.EnterScope(), which needs ref structs and IDisposable
using System.Threading;

class P
{
    static void Main()
    {
        Lock gate = new Lock();
        int n = 0;
        lock (gate)
        {
            n++;
        }
    }
}
