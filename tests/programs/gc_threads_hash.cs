// Four threads build and drop trees while the main thread holds objects
// across many collections: the held objects keep their field values and
// their hash codes (some hashed while unlocked, some while locked).
using System;
using System.Threading;

class Node
{
    public Node left, right;
    public int value;
    public Node(Node l, Node r, int v) { left = l; right = r; value = v; }
    public static Node Make(int d, int v)
    {
        return d == 0 ? new Node(null, null, v) : new Node(Make(d - 1, v + 1), Make(d - 1, v + 2), v);
    }
    public long Sum() { return value + (left == null ? 0 : left.Sum() + right.Sum()); }
}

class GcThreadsHash
{
    static long[] sums = new long[4];

    static void Churn(object o)
    {
        int id = int.Parse((string)o);
        long total = 0;
        for (int i = 0; i < 60; i++)
            total += Node.Make(8, id).Sum();
        sums[id] = total;
    }

    static void Main()
    {
        const int Held = 1000;
        Node[] held = new Node[Held];
        int[] hashes = new int[Held];
        for (int i = 0; i < Held; i++)
        {
            held[i] = Node.Make(2, i);
            if (i % 2 == 0)
            {
                hashes[i] = held[i].GetHashCode();
            }
            else
            {
                lock (held[i]) { hashes[i] = held[i].GetHashCode(); }
            }
        }
        Thread[] ts = new Thread[4];
        for (int t = 0; t < 4; t++)
        {
            ts[t] = new Thread(Churn);
            ts[t].Start(t.ToString());
        }
        for (int round = 0; round < 5; round++)
        {
            GC.Collect();
            Node.Make(10, round);
        }
        for (int t = 0; t < 4; t++)
            ts[t].Join();
        GC.Collect();
        int badHash = 0, badField = 0;
        for (int i = 0; i < Held; i++)
        {
            if (held[i].GetHashCode() != hashes[i] || RuntimeHelpersHash(held[i]) != hashes[i])
                badHash++;
            if (held[i].Sum() != 7L * i + 15)   /* i + 3(i+1)+3 + 3(i+2)+3 */
                badField++;
        }
        Console.WriteLine("hash codes changed: " + badHash);
        Console.WriteLine("fields damaged: " + badField);
        for (int t = 0; t < 4; t++)
            Console.WriteLine("thread " + t + " sum " + sums[t]);
    }

    static int RuntimeHelpersHash(object o)
    {
        return System.Runtime.CompilerServices.RuntimeHelpers.GetHashCode(o);
    }
}
