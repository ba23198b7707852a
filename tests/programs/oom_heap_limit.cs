// Exhausting the heap limit (KILN_HEAP_LIMIT) throws OutOfMemoryException:
// it can be caught, the memory is usable again once the filled structure is
// unreachable, and an uncaught one prints .NET's message and exits 134.
// Each fill runs in its own frame, so after the throw nothing on the stack
// should point at its list; but the stack scan is conservative and a stale
// word may keep a list alive, so the handler allocates nothing (two Write
// calls, no concatenation) and a retained list only makes the next round
// throw sooner: the output is the same either way.
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
        // The handler's methods run once before the heap is full: a method's
        // first call prepares it (the interpreter resolves its string
        // literals on the heap), and on a full heap that preparation throws
        // OutOfMemoryException itself, as a first JIT compilation may on .NET.
        Console.Write(new OutOfMemoryException().Message.Substring(0, 0));
        for (int round = 0; round < 3; round++)
        {
            try
            {
                Fill();
            }
            catch (OutOfMemoryException e)
            {
                Console.Write(prefix);
                Console.WriteLine(e.Message);
            }
        }
        Fill();
        Console.WriteLine("not reached");
    }
}
