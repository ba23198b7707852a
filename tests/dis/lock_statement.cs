// The lock statement's exact expansion: Enter(t, ref taken) inside try,
// Exit(t) in a finally guarded by taken.
using System;
using System.Threading;

class LockStatement
{
    static object gate = new object();
    static int count;

    static void Main()
    {
        lock (gate)
        {
            count++;
        }
        Console.WriteLine(count);
    }
}
