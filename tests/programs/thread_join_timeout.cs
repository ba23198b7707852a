// Thread.Join(int): false while the thread still runs after the timeout,
// true once it has ended; Join(0) on a finished thread is true.
using System;
using System.Threading;

class ThreadJoinTimeout
{
    static volatile bool release;

    static void Waiter()
    {
        while (!release) Thread.Sleep(1);
    }

    static void Main()
    {
        Thread t = new Thread(Waiter);
        t.Start();
        Console.WriteLine(t.Join(20));
        Console.WriteLine(t.Join(0));
        release = true;
        Console.WriteLine(t.Join(10000));
        Console.WriteLine(t.Join(0));
        t.Join();
        Console.WriteLine("done");
    }
}
