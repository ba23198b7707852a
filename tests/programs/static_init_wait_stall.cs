// env: KILN_STALL_MS=100
// stderr: kiln: a thread has waited more than 100 ms for a lock or a class initializer
// stderr: : waiting for class init of Slow for
// stderr:    at Slow.Init() in {{DIR}}/static_init_wait_stall.cs:line 23
// stderr:    at Slow..cctor() in {{DIR}}/static_init_wait_stall.cs:line 18
// stderr:    at SlowInitWait.Main() in {{DIR}}/static_init_wait_stall.cs:line 41
// A thread that waits for another thread's long class initializer is a
// stalled thread to the KILN_STALL_MS watchdog, whose dump names the class
// and the thread running its initializer, and lists the frames of both
// threads (the initializer's thread is in Thread.Sleep, the other in its
// class-init wait) (Kiln's diagnostic on stderr; the program's own output
// is what .NET prints).
using System;
using System.Threading;

class Slow
{
    public static int Value = Init();

    static int Init()
    {
        Volatile.Write(ref SlowInitWait.started, 1);
        Thread.Sleep(1500);
        return 42;
    }
}

class SlowInitWait
{
    public static int started;
    static int seen;

    static void Initialize() { seen = Slow.Value; }

    static void Main()
    {
        var t = new Thread(Initialize);
        t.Start();
        while (Volatile.Read(ref started) == 0)
            Thread.Sleep(1);
        Console.WriteLine("main reads " + Slow.Value);
        t.Join();
        Console.WriteLine("thread read " + seen);
    }
}
