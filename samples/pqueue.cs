// args: 20000 --check
// A generic binary-heap priority queue (issue 16's benchmark): a min-heap
// MinHeap<T> where T : IComparable<T> over a growing T[], used as a
// simulation's event queue: Events (a struct ordered by time, then by
// sequence number) are scheduled and the earliest is taken until N have
// run; each event schedules 0-2 more at pseudo-random later times, so the
// heap stays a few thousand deep. Then heap-sorts N ints through a
// MinHeap<int> and N/20 strings through a MinHeap<string>. Reports
// `NAME VALUE UNIT` lines for `kiln compare` (operations/s); the checksums
// are deterministic and checked every run (exit 1 on a mismatch); --check
// prints `NAME ok` instead of the timings.
// Usage: pqueue [N] [--check]
using System;
using System.Diagnostics;

class MinHeap<T> where T : IComparable<T>
{
    T[] items = new T[16];
    int count;

    public int Count { get { return count; } }

    public void Push(T x)
    {
        if (count == items.Length)
        {
            T[] bigger = new T[items.Length * 2];
            for (int i = 0; i < count; i++) bigger[i] = items[i];
            items = bigger;
        }
        int at = count++;
        while (at > 0)
        {
            int parent = (at - 1) / 2;
            if (x.CompareTo(items[parent]) >= 0) break;
            items[at] = items[parent];
            at = parent;
        }
        items[at] = x;
    }

    public T Pop()
    {
        if (count == 0) throw new InvalidOperationException("heap empty");
        T top = items[0];
        T last = items[--count];
        items[count] = default(T);
        int at = 0;
        while (true)
        {
            int child = 2 * at + 1;
            if (child >= count) break;
            if (child + 1 < count && items[child + 1].CompareTo(items[child]) < 0) child++;
            if (last.CompareTo(items[child]) <= 0) break;
            items[at] = items[child];
            at = child;
        }
        if (count > 0) items[at] = last;
        return top;
    }
}

struct Event : IComparable<Event>
{
    public long Time;
    public int Seq;
    public int Kind;

    public Event(long time, int seq, int kind) { Time = time; Seq = seq; Kind = kind; }

    public int CompareTo(Event other)
    {
        if (Time != other.Time) return Time < other.Time ? -1 : 1;
        return Seq.CompareTo(other.Seq);
    }
}

class Program
{
    static uint seed = 12345;
    static int Next(int n) { seed = seed * 1103515245 + 12345; return (int)((seed >> 8) % (uint)n); }

    static long Nanos(long ticks) { return ticks * 1000000000L / Stopwatch.Frequency; }

    static long Simulate(int n)
    {
        var q = new MinHeap<Event>();
        int seq = 0;
        for (int i = 0; i < 1000; i++) q.Push(new Event(Next(1000), seq++, i % 3));
        long sum = 0, now = 0;
        for (int run = 0; run < n && q.Count > 0; run++)
        {
            Event e = q.Pop();
            if (e.Time < now) throw new Exception("out of order");
            now = e.Time;
            sum = sum * 31 + e.Time + e.Kind;
            int more = e.Kind == 0 ? 2 : e.Kind == 1 ? 1 : (q.Count < 500 ? 2 : 0);
            for (int k = 0; k < more; k++) q.Push(new Event(now + 1 + Next(5000), seq++, Next(3)));
        }
        return sum ^ q.Count;
    }

    static long SortInts(int n)
    {
        var h = new MinHeap<int>();
        for (int i = 0; i < n; i++) h.Push(Next(1000000));
        long sum = 0;
        int prev = -1;
        for (int i = 0; i < n; i++)
        {
            int x = h.Pop();
            if (x < prev) throw new Exception("ints out of order");
            prev = x;
            sum += (long)x * (i % 7 + 1);
        }
        return sum;
    }

    static long SortStrings(int n)
    {
        var h = new MinHeap<string>();
        for (int i = 0; i < n; i++) h.Push("k" + Next(100000).ToString("D6"));
        long sum = 0;
        string prev = "";
        for (int i = 0; i < n; i++)
        {
            string s = h.Pop();
            if (string.CompareOrdinal(s, prev) < 0) throw new Exception("strings out of order");
            prev = s;
            sum += s[s.Length - 1] * (i % 5 + 1);
        }
        return sum;
    }

    static int Main(string[] args)
    {
        int n = 200000;
        bool check = false;
        foreach (string a in args)
        {
            if (a == "--check") check = true;
            else n = int.Parse(a);
        }
        Stopwatch sw = Stopwatch.StartNew();
        long events = Simulate(n);
        long tEvents = sw.ElapsedTicks;
        sw.Restart();
        long ints = SortInts(n);
        long tInts = sw.ElapsedTicks;
        sw.Restart();
        long strings = SortStrings(n / 20);
        long tStrings = sw.ElapsedTicks;
        Console.WriteLine("n " + n + ": events " + events + ", ints " + ints + ", strings " + strings);
        if (check)
        {
            Console.WriteLine("PQueue_Events ok");
            Console.WriteLine("PQueue_Ints ok");
            Console.WriteLine("PQueue_Strings ok");
        }
        else
        {
            Console.WriteLine("PQueue_Events " + n * 1000000000L / Math.Max(1, Nanos(tEvents)) + " events/s");
            Console.WriteLine("PQueue_Ints " + 2L * n * 1000000000L / Math.Max(1, Nanos(tInts)) + " ops/s");
            Console.WriteLine("PQueue_Strings " + 2L * (n / 20) * 1000000000L / Math.Max(1, Nanos(tStrings)) + " ops/s");
        }
        return 0;
    }
}
