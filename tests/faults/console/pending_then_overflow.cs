// Buffered lines, then unbounded recursion on the main thread: the lines
// come out before "Stack overflow." and exit status 134.
using System;

class PendingThenOverflow
{
    static int Depth(int n)
    {
        return Depth(n + 1) + 1;
    }

    static void Main()
    {
        for (int i = 0; i < 5; i++)
            Console.WriteLine("line " + i);
        Console.Write("partial");
        Console.WriteLine(Depth(0));
    }
}
