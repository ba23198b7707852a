// mono: skip
// Top-level statements with await (an async entry point; Mono's mcs has no
// top-level statements), awaiting async local functions.
using System;
using System.Collections.Generic;
using System.Threading.Tasks;

Console.WriteLine("start");
int n = await Compute(5);
Console.WriteLine("computed " + n);
var done = new List<string>();
await Task.WhenAll(Step("a", 3), Step("b", 1));
done.Sort();
Console.WriteLine(string.Join(",", done));
Console.WriteLine("end " + args.Length);

static async Task<int> Compute(int x)
{
    await Task.Delay(3);
    return x * x;
}

async Task Step(string name, int ms)
{
    await Task.Delay(ms);
    lock (done)
        done.Add(name);
}
