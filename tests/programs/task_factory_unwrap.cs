// Task.Factory.StartNew (a state object, AsyncState, creation options) and
// TaskExtensions.Unwrap (an inner task's result, fault, a null inner task).
using System;
using System.Threading.Tasks;
class P {
  static async Task<int> Square(int x) { await Task.Delay(1); return x * x; }
  static void Main() { Run().Wait(); }
  static async Task Run() {
    Task<int> t1 = Task.Factory.StartNew(b => (int)b * (int)b, 7);
    Console.WriteLine(t1.Result + " " + t1.AsyncState);
    var t2 = Task.Factory.StartNew(() => 40 + 2);
    Console.WriteLine(await t2);
    Task.Factory.StartNew(o => Console.WriteLine("state " + o), "s").Wait();
    Task.Factory.StartNew(() => Console.WriteLine("long"), TaskCreationOptions.LongRunning).Wait();
    Task<Task<int>> tt = Task.Factory.StartNew(() => Square(9));
    Console.WriteLine(await tt.Unwrap());
    Task<Task> tv = Task.Factory.StartNew(async () => { await Task.Delay(1); Console.WriteLine("inner"); });
    await tv.Unwrap();
    Task<Task<int>> bad = Task.Factory.StartNew<Task<int>>(() => throw new InvalidOperationException("boom"));
    try { await bad.Unwrap(); } catch (InvalidOperationException e) { Console.WriteLine("caught " + e.Message); }
    Task<Task<int>> nul = Task.FromResult<Task<int>>(null);
    try { await nul.Unwrap(); } catch (TaskCanceledException) { Console.WriteLine("canceled"); }
    Console.WriteLine(Task.Run(() => 1).AsyncState == null);
  }
}
