// mono: skip
// System.HashCode (Combine of 1 to 8 values, Add with and without a comparer,
// ToHashCode; GetHashCode refused) used as GetHashCode overrides use it, and
// StringBuilder.AppendJoin. .NET seeds HashCode randomly, so only equality
// within a run is printed. (Mono 6.8 has neither: the expected output follows
// .NET 8's documentation; AppendJoin's lines are also Mono-checked.)
using System;
using System.Collections.Generic;
using System.Text;
struct Pt : IEquatable<Pt>
{
    public int X, Y;
    public string Tag;
    public Pt(int x, int y, string tag) { X = x; Y = y; Tag = tag; }
    public bool Equals(Pt o) => X == o.X && Y == o.Y && Tag == o.Tag;
    public override bool Equals(object o) => o is Pt p && Equals(p);
    public override int GetHashCode() => HashCode.Combine(X, Y, Tag);
}
class P
{
    static void Main()
    {
        var set = new HashSet<Pt> { new Pt(1, 2, "a"), new Pt(1, 2, "a"), new Pt(2, 1, "a"), new Pt(1, 2, null) };
        Console.WriteLine(set.Count);
        Console.WriteLine(HashCode.Combine(1, 2) == HashCode.Combine(1, 2));
        Console.WriteLine(HashCode.Combine(1, 2) != HashCode.Combine(2, 1));
        var h = new HashCode();
        h.Add(1);
        h.Add("x", StringComparer.OrdinalIgnoreCase);
        var g = new HashCode();
        g.Add(1);
        g.Add("X", StringComparer.OrdinalIgnoreCase);
        Console.WriteLine(h.ToHashCode() == g.ToHashCode());
        Console.WriteLine(HashCode.Combine(1, 2, 3, 4, 5, 6, 7, 8) == HashCode.Combine(1, 2, 3, 4, 5, 6, 7, 8));
        var d = new Dictionary<(int, int), int>();
        for (int i = 0; i < 100; i++)
            d[(i % 10, i / 10)] = HashCode.Combine(i % 10, i / 10);
        Console.WriteLine(new HashSet<int>(d.Values).Count);
        try
        {
            h.GetHashCode();
        }
        catch (NotSupportedException)
        {
            Console.WriteLine("not supported");
        }

        var sb = new StringBuilder();
        sb.AppendJoin(", ", new[] { 1, 2, 3 }).Append('|');
        sb.AppendJoin('-', new List<string> { "a", "b" }).Append('|');
        sb.AppendJoin("+", "x", "y", "z").Append('|');
        sb.AppendJoin(';', 1, 'c', 2.5, null, "s").Append('|');
        sb.AppendJoin(",", new string[0]);
        Console.WriteLine(sb);
        try
        {
            sb.AppendJoin(",", (object[])null);
        }
        catch (ArgumentNullException e)
        {
            Console.WriteLine(e.ParamName);
        }
    }
}
