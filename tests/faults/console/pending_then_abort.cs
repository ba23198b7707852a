// Buffered lines, then abort() in native code: the lines still come out,
// and the process dies by SIGABRT.
using System;
using System.Runtime.InteropServices;

class PendingThenAbort
{
    [DllImport("libc", EntryPoint = "abort")]
    static extern void CAbort();

    static void Main()
    {
        for (int i = 0; i < 5; i++)
            Console.WriteLine("line " + i);
        Console.Write("partial");
        CAbort();
        Console.WriteLine("not reached");
    }
}
