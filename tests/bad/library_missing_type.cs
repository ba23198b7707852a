// error: 11:21
// message: the type or namespace name 'ConcurrentQueue' could not be found (System.Collections.Concurrent.ConcurrentQueue<T> is not in Kiln's library yet)
// errors: 3
using System;
using System.Collections.Concurrent;
using System.Threading.Tasks;
class P
{
    static void Main()
    {
        var q = new ConcurrentQueue<int>();
        Parallel.For(0, 3, i => Console.WriteLine(i));   // the name 'Parallel' ... (System.Threading.Tasks.Parallel ...)
        Guid g = default;                                 // the type or namespace name 'Guid' ... (System.Guid ...)
    }
}
