// volatile fields and Volatile.Read/Write for int, long, bool and object:
// a flag published with release semantics makes the data written before it
// visible to the reader.
using System;
using System.Threading;

class Message { public int payload; }

class VolatileTest
{
    static volatile bool ready;
    static int data;
    static bool flag;
    static long big;
    static object box;
    static int seen;

    static void Producer()
    {
        data = 123;
        ready = true;
    }

    static void Publisher()
    {
        Message m = new Message();
        m.payload = 77;
        Volatile.Write(ref big, 1L << 50);
        Volatile.Write(ref box, m);
        Volatile.Write(ref flag, true);
    }

    static void Main()
    {
        Thread t = new Thread(Producer);
        t.Start();
        while (!ready) Thread.Yield();
        Console.WriteLine(data);
        t.Join();
        Thread p = new Thread(Publisher);
        p.Start();
        while (!Volatile.Read(ref flag)) Thread.Yield();
        Message got = (Message)Volatile.Read(ref box);
        Console.WriteLine(got.payload + " " + Volatile.Read(ref big));
        p.Join();
        Volatile.Write(ref seen, 5);
        Console.WriteLine(Volatile.Read(ref seen));
    }
}
