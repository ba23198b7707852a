// mono: skip
// async default interface methods (C# 8; mcs lacks default interface
// members: the output is checked by hand): a default body awaited through
// the interface, a class's own implementation, Task<T>, a static one.
using System;
using System.Threading.Tasks;
interface ITimer {
    async Task RunFor(int n) { await Task.Delay(1); Console.WriteLine("ran " + n + " " + Name); }
    async Task<int> Twice(int n) { await Task.Yield(); return n * 2; }
    static async Task<string> Make() { await Task.Delay(0); return "made"; }
    string Name { get; }
}
class T1 : ITimer { public string Name => "t1"; }
class T2 : ITimer { public string Name => "t2"; public async Task RunFor(int n) { await Task.Delay(1); Console.WriteLine("own " + n); } }
class P {
    static async Task Main() {
        ITimer a = new T1(), b = new T2();
        await a.RunFor(3);
        await b.RunFor(4);
        Console.WriteLine(await a.Twice(21));
        Console.WriteLine(await ITimer.Make());
    }
}
