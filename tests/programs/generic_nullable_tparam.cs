// T and T? for a type parameter with the struct constraint: the implicit
// wrap (return x;, T? r = v;) and the explicit unwrap ((T)v).
using System;
using System.Collections.Generic;
static class G
{
    public static T? FirstOrNull<T>(IEnumerable<T> xs, Func<T, bool> p) where T : struct
    {
        foreach (var x in xs) if (p(x)) return x;
        return null;
    }
    public static T Or<T>(T? v, T d) where T : struct => v.HasValue ? (T)v : d;
    public static T? Wrap<T>(T v) where T : struct { T? r = v; return r; }
}
class P { static void Main() {
    Console.WriteLine(G.FirstOrNull(new[] { 1, 4, 6 }, x => x > 3) + " " + (G.FirstOrNull(new[] { 1 }, x => x > 3) == null));
    Console.WriteLine(G.Or<int>(null, 7) + " " + G.Or<double>(2.5, 0) + " " + G.Wrap('c') + " " + G.Wrap(3L).HasValue);
}}
