// mono: skip-output
// System.Threading.Tasks without async methods (docs/async.md): Task.Run
// on the pool, Result, Wait, WhenAll, WhenAny, Delay, ContinueWith,
// TaskCompletionSource, faults as AggregateException (Mono's messages for
// a second SetResult and AggregateException differ from .NET 8's).
using System;
using System.Threading;
using System.Threading.Tasks;

class P
{
    static string Fail(string m) { throw new InvalidOperationException(m); }
    static void Throw(Exception e) { throw e; }
    static int Square(int x) { return x * x; }

    static void Main()
    {
        Task<int> t = Task.Run(() => Square(7));
        Console.WriteLine(t.Result);
        Console.WriteLine(t.IsCompleted + " " + t.Status);

        int counter = 0;
        Task a = Task.Run(() => { Interlocked.Add(ref counter, 5); });
        a.Wait();
        Console.WriteLine(counter);

        Task<int>[] many = new Task<int>[5];
        for (int i = 0; i < 5; i++)
        {
            int k = i;
            many[i] = Task.Run(() => Square(k));
        }
        int[] all = Task.WhenAll(many).Result;
        Console.WriteLine(string.Join(",", all));

        Task<string> f = Task.Run(() => Fail("boom"));
        try { Console.WriteLine(f.Result); }
        catch (AggregateException e)
        {
            Console.WriteLine(e.Message);
            Console.WriteLine(e.InnerException.GetType().Name + ": " + e.InnerException.Message);
            Console.WriteLine(e.InnerExceptions.Count);
        }
        Console.WriteLine(f.IsFaulted + " " + f.Status + " " + f.Exception.InnerException.Message);
        try { f.GetAwaiter().GetResult(); }
        catch (InvalidOperationException e) { Console.WriteLine("awaiter: " + e.Message); }

        var tcs = new TaskCompletionSource<string>();
        Task<int> len = tcs.Task.ContinueWith(x => x.Result.Length);
        Console.WriteLine(tcs.Task.Status);
        tcs.SetResult("hello");
        Console.WriteLine(len.Result);
        Console.WriteLine(tcs.TrySetResult("again"));
        try { tcs.SetResult("x"); }
        catch (InvalidOperationException e) { Console.WriteLine(e.Message); }

        Task<int> done = Task.FromResult(42);
        Console.WriteLine(done.IsCompleted + " " + done.Result);
        Console.WriteLine(Task.CompletedTask.IsCompleted);

        Task d = Task.Delay(20);
        d.Wait();
        Console.WriteLine("delayed " + d.Status);

        var gate = new TaskCompletionSource<int>();
        Task<int> slow = gate.Task;
        Task<int> fast = Task.FromResult(2);
        Task<Task<int>> any = Task.WhenAny(slow, fast);
        Console.WriteLine(any.Result.Result + " " + (any.Result == fast));
        gate.SetResult(1);
        Console.WriteLine(Task.WhenAny(slow).Result.Result);

        Task e1 = Task.Run(() => Throw(new ArgumentException("first")));
        Task e2 = Task.Run(() => Throw(new FormatException("second")));
        try { Task.WaitAll(e1, e2); }
        catch (AggregateException e) { Console.WriteLine(e.Message); }
        try { Task.WhenAll(e1, e2).Wait(); }
        catch (AggregateException e) { Console.WriteLine(e.InnerExceptions.Count); }
        var agg = new AggregateException("outer", new AggregateException(new Exception("x"), new Exception("y")), new Exception("z"));
        Console.WriteLine(agg.Flatten().Message);
        Console.WriteLine(Task.Delay(10).ContinueWith(x => "cont " + x.Status).Result);
    }
}
