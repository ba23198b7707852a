// Threads: static and instance entry points, with and without an argument,
// Join, ManagedThreadId distinct per thread, CurrentThread, IsBackground,
// Sleep, Yield and SpinWait.
using System;
using System.Threading;

class Worker
{
    public int result;
    int n;
    public Worker(int n) { this.n = n; }
    public void Run() { for (int i = 1; i <= n; i++) result += i; }
    public void RunWith(object o) { result = ((string)o).Length * n; }
}

class ThreadsBasic
{
    static int staticResult;
    static int[] ids = new int[2];

    static void StaticRun() { staticResult = 42; ids[0] = Thread.CurrentThread.ManagedThreadId; }
    static void StaticRunWith(object o) { staticResult += ((int[])o)[0]; ids[1] = Thread.CurrentThread.ManagedThreadId; }

    static void Main()
    {
        Thread t1 = new Thread(StaticRun);
        t1.Start();
        t1.Join();
        Console.WriteLine(staticResult);
        Thread t2 = new Thread(StaticRunWith);
        t2.Start(new int[] { 8 });
        t2.Join();
        Console.WriteLine(staticResult);
        Worker w = new Worker(100);
        Thread t3 = new Thread(w.Run);
        Thread t4 = new Thread(new Worker(3).RunWith);
        Worker w4 = new Worker(3);
        t4 = new Thread(w4.RunWith);
        t3.Start();
        t4.Start("abcd");
        t3.Join();
        t4.Join();
        Console.WriteLine(w.result + " " + w4.result);
        int me = Thread.CurrentThread.ManagedThreadId;
        Console.WriteLine(me != ids[0] && me != ids[1] && t1.ManagedThreadId == ids[0]);
        Console.WriteLine(ids[0] > 0 && ids[1] > 0);
        Console.WriteLine(Thread.CurrentThread.IsBackground);
        Thread bg = new Thread(StaticRun);
        bg.IsBackground = true;
        Console.WriteLine(bg.IsBackground);
        bg.Start();
        bg.Join();
        Thread.Sleep(1);
        Thread.Sleep(0);
        Thread.Yield();
        Thread.SpinWait(100);
        Console.WriteLine(Thread.CurrentThread == Thread.CurrentThread);
        Thread[] many = new Thread[8];
        for (int i = 0; i < many.Length; i++) { many[i] = new Thread(new Worker(i).Run); many[i].Start(); }
        for (int i = 0; i < many.Length; i++) many[i].Join();
        Console.WriteLine("joined all");
    }
}
