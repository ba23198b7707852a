// Allocation from several threads at once while a long-lived structure stays
// reachable: every thread builds and drops small trees and lists, and all
// contents check out after collections.
using System;
using System.Threading;

class Tree
{
    public Tree left, right;
    public Tree(Tree l, Tree r) { left = l; right = r; }
    public static Tree Make(int d) { return d == 0 ? new Tree(null, null) : new Tree(Make(d - 1), Make(d - 1)); }
    public int Count() { return 1 + (left == null ? 0 : left.Count() + right.Count()); }
}

class GcThreadsAlloc
{
    static int[] results = new int[4];
    static Tree longLived;

    static void Work(object o)
    {
        int id = ((int[])o)[0];
        int total = 0;
        for (int i = 0; i < 200; i++)
        {
            Tree t = Tree.Make(4);
            string s = "t" + i;
            int[] arr = new int[i % 7 + 1];
            arr[arr.Length - 1] = s.Length;
            total += t.Count() + arr[arr.Length - 1];
        }
        results[id] = total;
    }

    static void Main()
    {
        longLived = Tree.Make(8);
        Thread[] ts = new Thread[4];
        for (int i = 0; i < ts.Length; i++) { ts[i] = new Thread(Work); ts[i].Start(new int[] { i }); }
        GC.Collect();
        for (int i = 0; i < ts.Length; i++) ts[i].Join();
        GC.Collect();
        for (int i = 0; i < results.Length; i++) Console.WriteLine("thread " + i + ": " + results[i]);
        Console.WriteLine("long lived: " + longLived.Count());
    }
}
