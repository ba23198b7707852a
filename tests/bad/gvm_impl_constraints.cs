// error: 8:18
// message: The constraints for type parameter 'T' of method 'Sorter.Min
// errors: 1
using System;
interface ISorter { T Min<T>(T a, T b) where T : IComparable<T>; }
class Sorter : ISorter
{
    public T Min<T>(T a, T b) { return a; }
}
class P { static void Main() { } }
