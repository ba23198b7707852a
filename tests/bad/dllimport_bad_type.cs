// error: 9:26
// message: DllImport
using System;
using System.Runtime.InteropServices;

class P
{
    [DllImport("libc")]
    static extern object getpid();
    static void Main() { }
}
