// error: 11:31
// message: Work
using System;
using System.Threading;

class P
{
    static int Work(int x) { return x; }
    static void Main()
    {
        Thread t = new Thread(Work);
    }
}
