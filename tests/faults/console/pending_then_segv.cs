// Buffered lines, then a crash in native code (strlen of address 16): the
// lines still come out, and the process dies by SIGSEGV.
using System;
using System.Runtime.InteropServices;

class PendingThenSegv
{
    [DllImport("libc", EntryPoint = "strlen")]
    static extern long CStrlen(long address);

    static void Main()
    {
        for (int i = 0; i < 5; i++)
            Console.WriteLine("line " + i);
        Console.Write("partial");
        Console.WriteLine(CStrlen(16));
    }
}
