// Exhausting the heap limit (KILN_HEAP_LIMIT) throws OutOfMemoryException:
// it can be caught, the memory is usable again once the filled structure is
// unreachable, and an uncaught one prints .NET's message and exits 134.
// Each fill runs in its own frame, so after the throw nothing on the stack
// still points at the list (the stack scan is conservative).
// env: KILN_HEAP_LIMIT=16M
// timeout: 240
// exit: 134
// stderr: Unhandled exception. System.OutOfMemoryException: Insufficient memory to continue the execution of the program.
// mono: skip
using System;

class Node
{
    public Node Next;
    public int[] Data;
}

class OomHeapLimit
{
    static int Fill()
    {
        Node head = null;
        int n = 0;
        while (true)
        {
            Node x = new Node();
            x.Next = head;
            x.Data = new int[1000];
            head = x;
            n++;
        }
    }

    static void Main()
    {
        string prefix = "caught: ";
        int caught = 0;
        for (int round = 0; round < 3; round++)
        {
            try
            {
                Fill();
            }
            catch (OutOfMemoryException e)
            {
                caught++;
                Console.WriteLine(prefix + e.Message);
            }
        }
        Console.WriteLine("rounds caught: " + caught);
        Fill();
        Console.WriteLine("not reached");
    }
}
