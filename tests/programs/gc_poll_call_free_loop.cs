// timeout: 120
// A thread spinning in a loop with no call in it (its only safepoint is the
// poll on the loop's back edge) while the main thread collects: every
// GC.Collect() must stop the spinner at that poll (else it would wait for
// ever), and what the spinner keeps in registers across the poll - the
// array, the List<int> and its enumerator's state, int, long and double
// sums - must come back intact. The compiled poll is an asm statement whose
// call saves every register itself (docs/jit.md "Safepoints").
using System;
using System.Collections.Generic;
using System.Threading;

class GcPollCallFreeLoop
{
    static int started, stop;
    static string result = "";

    static void Spin()
    {
        int[] data = new int[1000];
        List<int> list = new List<int>();
        for (int k = 0; k < data.Length; k++) {
            data[k] = k;
            list.Add(2 * k);
        }
        long sum = 0, lsum = 0;
        double half = 0;
        int i = 0, laps = 0;
        Volatile.Write(ref started, 1);
        while (Volatile.Read(ref stop) == 0) {
            sum += data[i];
            lsum += list[i];
            half += data[i] * 0.5;
            i++;
            if (i == data.Length) {
                i = 0;
                laps++;
            }
        }
        long whole = 0;
        foreach (int x in list)
            whole += x;
        long expect = (long)laps * 499500 + (long)i * (i - 1) / 2;
        bool ok = sum == expect && lsum == 2 * expect && half == expect * 0.5 && whole == 999000;
        result = ok ? "spinner ok" : "spinner wrong: " + sum + " " + lsum + " " + half + " " + whole + " " + expect;
    }

    static void Main()
    {
        Thread t = new Thread(Spin);
        t.Start();
        while (Volatile.Read(ref started) == 0)
            Thread.Sleep(1);
        int collections = 0;
        for (int round = 0; round < 20; round++) {
            object[] junk = new object[2000];
            for (int k = 0; k < junk.Length; k++)
                junk[k] = new int[8];
            GC.Collect();
            collections++;
        }
        Volatile.Write(ref stop, 1);
        t.Join();
        Console.WriteLine("collections " + collections);
        Console.WriteLine(result);
    }
}
