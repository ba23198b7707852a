// error: 12:30
// message: a spread element ('..e') into 'System.Collections.Generic.HashSet<int>' is not supported
// A spread into a class target is added with AddRange, which HashSet<T>
// lacks (C# adds each element): a named error, not a wrong set.
using System.Collections.Generic;

class P
{
    static void Main()
    {
        int[] a = [1];
        HashSet<int> s = [0, ..a];
        System.Console.WriteLine(s.Count);
    }
}
