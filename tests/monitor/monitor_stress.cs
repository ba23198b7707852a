// timeout: 600
// 4 threads x 1,000,000 lock increments on one object lose no update: on a
// thin lock (fresh object) and on a fat lock (an object inflated first).
// Run also with --thinlock=native for the native-helper path.
using System;
using System.Threading;

class MonitorStress
{
    const int PerThread = 1000000;
    static object s_obj;
    static int s_count;

    static void Work()
    {
        for (int i = 0; i < PerThread; i++)
        {
            lock (s_obj)
            {
                s_count++;
            }
        }
    }

    static void Run(string name, object o)
    {
        s_obj = o;
        s_count = 0;
        Thread[] ts = new Thread[4];
        for (int i = 0; i < 4; i++)
        {
            ts[i] = new Thread(Work);
            ts[i].Start();
        }
        for (int i = 0; i < 4; i++)
            ts[i].Join();
        Console.WriteLine(name + ": " + s_count + " of " + 4 * PerThread);
    }

    static void Main()
    {
        Run("thin", new object());
        object fat = new object();
        lock (fat)
        {
            fat.GetHashCode();   // hashing a locked object inflates it
        }
        Run("fat", fat);
    }
}
