// A deadlock through a class initializer: Main holds a lock and then needs
// class Table, whose initializer (running on the other thread) needs that
// lock. .NET hangs too (a monitor is not a class-init lock, so no cycle is
// detected); the SIGQUIT dump names main as waiting for the class init of
// Table held by the other thread, and that thread as waiting for main's lock.
using System;
using System.Threading;

class Table
{
    public static int Size = Init();

    static int Init()
    {
        InitLock.Arrive();
        lock (InitLock.L) { }
        return 1;
    }
}

class InitLock
{
    public static readonly object L = new object();
    static readonly object Gate = new object();
    static int ready;

    public static void Arrive()
    {
        lock (Gate)
        {
            ready++;
            Monitor.PulseAll(Gate);
            while (ready < 2)
                Monitor.Wait(Gate);
        }
    }

    static void Other() { Console.WriteLine(Table.Size); }

    static void Main()
    {
        var t = new Thread(Other);
        t.IsBackground = true;
        t.Start();
        lock (L)
        {
            Arrive();
            Thread.Sleep(50);
            Console.WriteLine(Table.Size);
        }
    }
}
