// error: 11:13
// message: cannot assign to 'x' because it is a 'foreach iteration variable'
// errors: 1
using System;

class P
{
    static void Main()
    {
        foreach (int x in new int[] { 1, 2 })
            x = 5;
    }
}
