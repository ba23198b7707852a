// A stack overflow cannot be caught and runs no finally block (.NET: the
// process ends at once). Mono throws a catchable StackOverflowException
// instead and exits 0, so the Mono tests skip this program.
// exit: 134
// stderr: Stack overflow.
// mono: skip
using System;

class StackOverflowUncatchable
{
    static int Deep(int n, int[] pad)
    {
        pad[0] = n;
        return Deep(n + 1, pad) + pad[0];
    }

    static void Main()
    {
        int[] pad = new int[1];
        try
        {
            try
            {
                Console.WriteLine(Deep(0, pad));
            }
            finally
            {
                Console.WriteLine("finally ran");
            }
        }
        catch (Exception)
        {
            Console.WriteLine("caught");
        }
        Console.WriteLine("not reached");
    }
}
