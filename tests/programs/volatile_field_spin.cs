// timeout: 60
// A thread spinning on a volatile field in a loop with no call in it must
// see the write another thread makes (a volatile read is an acquire load
// every iteration: compiled code reads such a field with __atomic_load,
// since libgccjit 12 drops a volatile qualifier and GCC would otherwise
// hoist the read out of the loop, docs/jit.md "Safepoints"). Then every
// kind of volatile field, instance and static, written and read back.
using System;
using System.Threading;

class Box
{
    public volatile int state;
}

class VolatileFieldSpin
{
    static volatile bool go;
    static volatile bool sflag;
    static volatile byte sb;
    static volatile sbyte ssb;
    static volatile short ss;
    static volatile ushort sus;
    static volatile char sc;
    static volatile int si;
    static volatile uint sui;
    static volatile float sf;
    static volatile string sref;
    static long spins;
    static Box box = new Box();

    static void Spin()
    {
        long n = 0;
        while (!go)
            n++;
        spins = n;
        while (box.state != 2)
            n++;
        box.state = 3;
    }

    static void Main()
    {
        Thread t = new Thread(Spin);
        t.Start();
        Thread.Sleep(20);
        go = true;
        Thread.Sleep(20);
        box.state = 2;
        t.Join();
        Console.WriteLine("spinner saw both writes, state " + box.state);
        sflag = true; sb = 200; ssb = -100; ss = -30000; sus = 60000; sc = 'k';
        si = -123456789; sui = 4000000000; sf = 1.5f; sref = "volatile";
        Console.WriteLine(sflag + " " + sb + " " + ssb + " " + ss + " " + sus + " " + sc);
        Console.WriteLine(si + " " + sui + " " + sf + " " + sref);
    }
}
