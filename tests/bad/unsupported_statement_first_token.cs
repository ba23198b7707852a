// error: 11:9
// message: unsafe
// errors: 1
using System;

class P
{
    static void Main()
    {
        int[] xs = new int[] {1, 2};
        unsafe { fixed (int* p = new int[] {3}) { Console.WriteLine(*p); } }
        Console.WriteLine(xs.Length);
    }
}
