// Buffered console output: many lines and partial lines from Write and
// WriteLine, from the main thread and then from a joined worker, all in order.
using System;
using System.Threading;

class ConsoleManyLines
{
    static void Worker()
    {
        for (int i = 0; i < 500; i++) { Console.Write("w"); Console.Write(i); Console.WriteLine(); }
    }

    static void Main()
    {
        for (int i = 0; i < 3000; i++) Console.WriteLine("line " + i + " " + (i * 7919 % 1000));
        Thread t = new Thread(Worker);
        t.Start();
        t.Join();
        string longLine = "";
        for (int i = 0; i < 2000; i++) longLine += (char)('a' + i % 26);
        Console.WriteLine(longLine);
        Console.Write("no newline at end");
    }
}
