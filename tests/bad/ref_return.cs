// error: 6:12
// message: ref locals and returns are not supported (a ref return type)
using System;
class P
{
    static ref int Find(int[] a, int i) => ref a[i];
    static void Main() { Console.WriteLine(Find(new[] { 1 }, 0)); }
}
