// [DllImport] of C library functions: int result, string argument passed as
// UTF-8, EntryPoint renaming, and long arguments.
using System;
using System.Runtime.InteropServices;

class DllImportTest
{
    [DllImport("libc")]
    static extern int getpid();

    [DllImport("libc")]
    static extern long strlen(string s);

    [DllImport("libc", EntryPoint = "abs")]
    static extern int CAbs(int x);

    [DllImport("libc", EntryPoint = "labs")]
    static extern long CLabs(long x);

    [DllImport("libc")]
    static extern int atoi(string s);

    static void Main()
    {
        Console.WriteLine(getpid() > 0);
        Console.WriteLine(strlen("hello"));
        Console.WriteLine(strlen(""));
        Console.WriteLine(CAbs(-42));
        Console.WriteLine(CLabs(-5000000000L));
        Console.WriteLine(atoi("1234"));
    }
}
