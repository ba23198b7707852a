// args: 4 400 --check
// A service-shaped load (BENCHMARKS.md): worker threads serve "requests"
// that create, look up, update and retire order objects kept in shared
// tables, each table guarded by its own lock, allocating per request like a
// web handler. Reports throughput and per-request latency percentiles as
// `NAME VALUE UNIT` lines for `kiln compare` (requests/s; p50, p90, p99 in ns).
// Usage: orders [WORKERS] [REQUESTS_PER_WORKER] [--check]. Each worker's
// request mix comes from its own seeded generator and touches only its own
// orders, so the final counts are deterministic: every run checks them and
// exits 1 on a mismatch; --check prints `NAME ok` instead of the timings.
using System;
using System.Diagnostics;
using System.Threading;

class Order
{
    public long Id;
    public int Amount;
    public string Customer;
    public int[] Lines;
    public Order next;

    public Order(long id, string customer, int lines)
    {
        Id = id;
        Customer = customer;
        Lines = new int[lines];
        for (int i = 0; i < lines; i++) Lines[i] = (int)(id % 97) + i;
    }
}

// A hash table of orders with chaining; callers hold its lock.
class Shard
{
    Order[] buckets = new Order[64];
    public int Count;

    static int Slot(long id, int n) { return (int)((ulong)(id * 2654435761L) % (ulong)n); }

    public void Add(Order o)
    {
        if (Count > buckets.Length * 2) Grow();
        int s = Slot(o.Id, buckets.Length);
        o.next = buckets[s];
        buckets[s] = o;
        Count++;
    }

    public Order Find(long id)
    {
        for (Order o = buckets[Slot(id, buckets.Length)]; o != null; o = o.next)
            if (o.Id == id) return o;
        return null;
    }

    public bool Remove(long id)
    {
        int s = Slot(id, buckets.Length);
        Order prev = null;
        for (Order o = buckets[s]; o != null; prev = o, o = o.next)
        {
            if (o.Id != id) continue;
            if (prev == null) buckets[s] = o.next; else prev.next = o.next;
            Count--;
            return true;
        }
        return false;
    }

    public long TotalAmount()
    {
        long t = 0;
        for (int i = 0; i < buckets.Length; i++)
            for (Order o = buckets[i]; o != null; o = o.next) t += o.Amount;
        return t;
    }

    void Grow()
    {
        Order[] old = buckets;
        buckets = new Order[old.Length * 2];
        for (int i = 0; i < old.Length; i++)
        {
            Order o = old[i];
            while (o != null)
            {
                Order n = o.next;
                int s = Slot(o.Id, buckets.Length);
                o.next = buckets[s];
                buckets[s] = o;
                o = n;
            }
        }
    }
}

class Worker
{
    public int Id;
    public int Requests;
    public long[] Latencies;
    public long Created, Retired, Updates, Lookups, Missing;
    public long ExpectedAmount;
    long[] live = new long[1024];
    int liveCount;
    uint seed;

    public Worker(int id, int requests)
    {
        Id = id;
        Requests = requests;
        Latencies = new long[requests];
        seed = (uint)(id * 7919 + 17);
    }

    uint Next() { seed = seed * 1664525u + 1013904223u; return seed >> 8; }

    public void Run()
    {
        for (int r = 0; r < Requests; r++)
        {
            long t0 = Stopwatch.GetTimestamp();
            Serve(r);
            Latencies[r] = Stopwatch.GetTimestamp() - t0;
        }
    }

    void Serve(int r)
    {
        uint op = Next() % 10;
        if (liveCount == 0 || op < 3 && liveCount < live.Length) { Create(r); return; }
        int pick = (int)(Next() % (uint)liveCount);
        long id = live[pick];
        Shard shard = Orders.ShardOf(id);
        if (op < 7)
        {
            lock (shard)
            {
                Order o = shard.Find(id);
                if (o == null) Missing++;
                else { Lookups++; if (o.Customer.Length == 0) Missing++; }
            }
        }
        else if (op < 9)
        {
            int delta = (int)(Next() % 100);
            lock (shard)
            {
                Order o = shard.Find(id);
                if (o == null) Missing++;
                else { o.Amount += delta; Updates++; ExpectedAmount += delta; }
            }
        }
        else
        {
            int amount = 0;
            lock (shard)
            {
                Order o = shard.Find(id);
                if (o != null) amount = o.Amount;
                if (!shard.Remove(id)) Missing++;
            }
            ExpectedAmount -= amount;
            Retired++;
            live[pick] = live[--liveCount];
        }
    }

    void Create(int r)
    {
        long id = (long)Id * 100000000L + r;
        Order o = new Order(id, "customer-" + (r % 50), 1 + r % 4);
        o.Amount = 10;
        Shard shard = Orders.ShardOf(id);
        lock (shard) { shard.Add(o); }
        ExpectedAmount += 10;
        Created++;
        live[liveCount++] = id;
    }
}

class Orders
{
    static Shard[] shards = MakeShards(8);

    static Shard[] MakeShards(int n)
    {
        Shard[] s = new Shard[n];
        for (int i = 0; i < n; i++) s[i] = new Shard();
        return s;
    }

    public static Shard ShardOf(long id) { return shards[(int)(id % shards.Length)]; }

    static void Sort(long[] a, int lo, int hi)
    {
        while (lo < hi)
        {
            long p = a[(lo + hi) / 2];
            int i = lo, j = hi;
            while (i <= j)
            {
                while (a[i] < p) i++;
                while (a[j] > p) j--;
                if (i <= j) { long t = a[i]; a[i] = a[j]; a[j] = t; i++; j--; }
            }
            if (j - lo < hi - i) { Sort(a, lo, j); lo = i; } else { Sort(a, i, hi); hi = j; }
        }
    }

    static long Nanos(long ticks) { return ticks * 1000000000L / Stopwatch.Frequency; }

    static int Main(string[] args)
    {
        int workers = 4, requests = 20000;
        bool check = false;
        int positional = 0;
        for (int i = 0; i < args.Length; i++)
        {
            if (args[i] == "--check") check = true;
            else if (positional++ == 0) workers = int.Parse(args[i]);
            else requests = int.Parse(args[i]);
        }
        if (workers < 1) workers = 1;
        if (requests < 1) requests = 1;
        Worker[] ws = new Worker[workers];
        Thread[] ts = new Thread[workers];
        for (int i = 0; i < workers; i++) { ws[i] = new Worker(i, requests); ts[i] = new Thread(ws[i].Run); }
        Stopwatch sw = Stopwatch.StartNew();
        for (int i = 0; i < workers; i++) ts[i].Start();
        for (int i = 0; i < workers; i++) ts[i].Join();
        sw.Stop();

        long created = 0, retired = 0, updates = 0, lookups = 0, missing = 0, expectedAmount = 0;
        long[] all = new long[(long)workers * requests];
        int k = 0;
        for (int i = 0; i < workers; i++)
        {
            Worker w = ws[i];
            created += w.Created; retired += w.Retired; updates += w.Updates;
            lookups += w.Lookups; missing += w.Missing; expectedAmount += w.ExpectedAmount;
            for (int j = 0; j < w.Latencies.Length; j++) all[k++] = w.Latencies[j];
        }
        long live = 0, amount = 0;
        for (int i = 0; i < shards.Length; i++) { live += shards[i].Count; amount += shards[i].TotalAmount(); }
        bool ok = missing == 0 && live == created - retired && amount == expectedAmount;
        Console.WriteLine("workers " + workers + ", requests " + (long)workers * requests + ": created " + created
            + ", looked up " + lookups + ", updated " + updates + ", retired " + retired + ", live " + live);
        Console.WriteLine(ok ? "tables consistent" : "CHECK FAILED: missing " + missing + ", amount " + amount + " expected " + expectedAmount);
        if (check)
        {
            Console.WriteLine("Orders_Throughput ok");
            Console.WriteLine("Orders_Latency_p50 ok");
            Console.WriteLine("Orders_Latency_p90 ok");
            Console.WriteLine("Orders_Latency_p99 ok");
        }
        else
        {
            Sort(all, 0, all.Length - 1);
            long ns = Nanos(sw.ElapsedTicks);
            if (ns <= 0) ns = 1;
            Console.WriteLine("Orders_Throughput " + all.Length * 1000000000L / ns + " requests/s");
            Console.WriteLine("Orders_Latency_p50 " + Nanos(all[all.Length / 2]) + " ns");
            Console.WriteLine("Orders_Latency_p90 " + Nanos(all[(int)(all.Length * 90L / 100)]) + " ns");
            Console.WriteLine("Orders_Latency_p99 " + Nanos(all[(int)(all.Length * 99L / 100)]) + " ns");
        }
        return ok ? 0 : 1;
    }
}
