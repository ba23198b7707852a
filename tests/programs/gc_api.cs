// System.GC: Collect, CollectionCount and GetTotalMemory (gc_collection_count.cs
// checks that Collect counts); objects reachable
// from statics, locals and arrays survive collections with their contents.
using System;

class Node
{
    public Node next;
    public int value;
    public string label;
}

class GcApi
{
    static Node keep;

    static Node Chain(int n)
    {
        Node head = null;
        for (int i = 0; i < n; i++) { Node x = new Node(); x.value = i; x.label = "n" + i; x.next = head; head = x; }
        return head;
    }

    static void Garbage()
    {
        for (int i = 0; i < 2000; i++) { int[] junk = new int[16]; junk[0] = i; }
    }

    static void Main()
    {
        keep = Chain(100);
        Node local = Chain(50);
        int before = GC.CollectionCount(0);
        Garbage();
        GC.Collect();
        Console.WriteLine(GC.CollectionCount(0) >= before);
        Console.WriteLine(GC.GetTotalMemory(false) > 0);
        Console.WriteLine(GC.GetTotalMemory(true) > 0);
        int sum = 0;
        for (Node n = keep; n != null; n = n.next) sum += n.value;
        Console.WriteLine(sum);
        Console.WriteLine(local.label + " " + local.next.label);
        GC.Collect();
        Console.WriteLine(keep.label);
        object[] arr = new object[10];
        for (int i = 0; i < arr.Length; i++) arr[i] = "s" + i;
        Garbage();
        GC.Collect();
        Console.WriteLine((string)arr[9]);
    }
}
