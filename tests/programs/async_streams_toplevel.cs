// mono: skip
// await foreach in top-level statements; one async enumerable enumerated
// twice and by two enumerators at once (C#'s output by its rules).
using System.Threading.Tasks;

var seq = Gen(3);
await foreach (var x in seq)
    Console.WriteLine("first " + x);
await foreach (var x in seq)
    Console.WriteLine("second " + x);
var e1 = seq.GetAsyncEnumerator();
var e2 = seq.GetAsyncEnumerator();
await e1.MoveNextAsync();
await e2.MoveNextAsync();
await e2.MoveNextAsync();
Console.WriteLine(e1.Current + " " + e2.Current + " " + ReferenceEquals(e1, e2));

static async IAsyncEnumerable<int> Gen(int n)
{
    for (int i = 1; i <= n; i++)
    {
        await Task.Yield();
        yield return i;
    }
}
