// Comparers given to the collections: Dictionary and HashSet with an
// IEqualityComparer<T> (constructors, the Comparer property, copies, the set
// operations deciding with the set's own comparer), StringComparer.Ordinal
// and OrdinalIgnoreCase, the culture-named ones (ordinal order as .NET 8's
// under invariant globalization; the inputs here order the same
// linguistically, as Mono compares them) and FromComparison, and
// IComparer<T> for SortedDictionary, SortedSet, List.Sort and Array.Sort.
using System;
using System.Collections.Generic;
using System.Linq;

class ModComparer : IEqualityComparer<int>
{
    readonly int m;
    public int Calls;
    public ModComparer(int m) { this.m = m; }
    public bool Equals(int a, int b) { Calls++; return a % m == b % m; }
    public int GetHashCode(int a) { return a % m; }
}

class LengthFirst : IComparer<string>
{
    public int Compare(string a, string b)
    {
        int c = a.Length.CompareTo(b.Length);
        return c != 0 ? c : string.CompareOrdinal(a, b);
    }
}

class Reverse<T> : Comparer<T> where T : IComparable<T>
{
    public override int Compare(T a, T b) => b.CompareTo(a);
}

class Program
{
    static string Show<T>(IEnumerable<T> xs) => "[" + string.Join(", ", xs) + "]";

    static void CultureComparers()
    {
            var d = new Dictionary<string, int>(StringComparer.InvariantCultureIgnoreCase);
            d["Apple"] = 1; d["APPLE"] += 2; d["pear"] = 5;
            Console.WriteLine(d.Count + " " + d["apple"] + " " + d.ContainsKey("PEAR"));
            var h = new HashSet<string>(StringComparer.CurrentCultureIgnoreCase) { "x", "X", "y" };
            Console.WriteLine(h.Count);
            Console.WriteLine(StringComparer.InvariantCulture.Compare("abc", "abd") + " " + StringComparer.InvariantCulture.Compare("b", "a"));
            Console.WriteLine(StringComparer.InvariantCulture.Compare(null, "a") + " " + StringComparer.InvariantCulture.Compare("a", null) + " " + StringComparer.CurrentCulture.Compare(null, null));
            Console.WriteLine(StringComparer.InvariantCultureIgnoreCase.Compare("HELLO", "hello") + " " + StringComparer.CurrentCultureIgnoreCase.Equals("Mix", "mIX"));
            Console.WriteLine(StringComparer.InvariantCulture.Equals("a", "A") + " " + StringComparer.CurrentCulture.Equals(null, null) + " " + StringComparer.InvariantCulture.Equals("a", null));
            Console.WriteLine(StringComparer.InvariantCultureIgnoreCase.GetHashCode("abc") == StringComparer.InvariantCultureIgnoreCase.GetHashCode("ABC"));
            Console.WriteLine(object.ReferenceEquals(StringComparer.InvariantCulture, StringComparer.InvariantCulture));
            var words = new List<string> { "delta", "alpha", "charlie", "bravo" };
            words.Sort(StringComparer.InvariantCulture);
            Console.WriteLine(string.Join(",", words));
            var sorted = new SortedSet<string>(new[] { "b", "B", "a" }, StringComparer.InvariantCultureIgnoreCase);
            Console.WriteLine(sorted.Count + " " + sorted.Min);
            Console.WriteLine(string.Join(",", new[] { "kiwi", "Fig", "apple" }.OrderBy(w => w, StringComparer.CurrentCultureIgnoreCase)));
            Console.WriteLine(StringComparer.FromComparison(StringComparison.OrdinalIgnoreCase).Equals("q", "Q"));
            try { StringComparer.InvariantCulture.GetHashCode(null); } catch (ArgumentNullException e) { Console.WriteLine(e.ParamName); }
            try { StringComparer.FromComparison((StringComparison)9); } catch (ArgumentException e) { Console.WriteLine(e.ParamName); }
    }

    static void Main()
    {
        CultureComparers();
        var ci = new Dictionary<string, int>(StringComparer.OrdinalIgnoreCase);
        ci["Apple"] = 1;
        ci["APPLE"] += 10;
        ci.Add("pear", 2);
        Console.WriteLine(ci.Count + " " + ci["apple"] + " " + ci.ContainsKey("PEAR") + " " + ci.ContainsKey("plum"));
        Console.WriteLine(string.Join(",", ci.Keys));
        try { ci.Add("PEAR", 3); }
        catch (ArgumentException ex) { Console.WriteLine(ex.Message); }
        Console.WriteLine(ci.Comparer == StringComparer.OrdinalIgnoreCase);
        Console.WriteLine(ci.Remove("aPPle") + " " + ci.Count);

        var plain = new Dictionary<string, int>();
        Console.WriteLine(plain.Comparer == EqualityComparer<string>.Default);
        var given = new Dictionary<string, int>(EqualityComparer<string>.Default);
        Console.WriteLine(given.Comparer == EqualityComparer<string>.Default);
        var nul = new Dictionary<string, int>((IEqualityComparer<string>)null);
        Console.WriteLine(nul.Comparer == EqualityComparer<string>.Default);
        var sized = new Dictionary<string, int>(10, StringComparer.Ordinal);
        sized["a"] = 1; sized["A"] = 2;
        Console.WriteLine(sized.Count + " " + (sized.Comparer == StringComparer.Ordinal));
        try { new Dictionary<string, int>(-1, StringComparer.Ordinal); }
        catch (ArgumentOutOfRangeException ex) { Console.WriteLine(ex.ParamName); }

        var copy = new Dictionary<string, int>(ci, StringComparer.Ordinal);
        copy["PEAR"] = 7;
        Console.WriteLine(copy.Count + " " + Show(copy.Keys));
        var copy2 = new Dictionary<string, int>(sized);
        Console.WriteLine(copy2.Count + " " + (copy2.Comparer == EqualityComparer<string>.Default));
        IDictionary<string, int> idict = ci;
        var copy3 = new Dictionary<string, int>(idict, StringComparer.OrdinalIgnoreCase);
        Console.WriteLine(copy3.ContainsKey("Pear"));
        try { new Dictionary<string, int>((IDictionary<string, int>)null, StringComparer.Ordinal); }
        catch (ArgumentNullException ex) { Console.WriteLine(ex.ParamName); }

        var mod = new ModComparer(10);
        var byMod = new Dictionary<int, string>(mod);
        byMod[3] = "three";
        byMod[13] = "thirteen";
        byMod[4] = "four";
        Console.WriteLine(byMod.Count + " " + byMod[23] + " " + (mod.Calls > 0));
        Console.WriteLine(byMod.Comparer == mod);

        var set = new HashSet<int>(new ModComparer(5)) { 1, 2, 6, 7, 11 };
        Console.WriteLine(Show(set) + " " + set.Contains(16) + " " + set.Contains(3));
        var set2 = new HashSet<int>(new[] { 10, 20, 3, 13 }, new ModComparer(10));
        Console.WriteLine(Show(set2));
        var set3 = new HashSet<int>(set2, set2.Comparer);
        Console.WriteLine(Show(set3) + " " + (set3.Comparer == set2.Comparer));
        var set4 = new HashSet<int>(set2);
        Console.WriteLine(Show(set4) + " " + (set4.Comparer == EqualityComparer<int>.Default));
        var sized2 = new HashSet<int>(4, new ModComparer(3));
        sized2.Add(1); sized2.Add(4); sized2.Add(2);
        Console.WriteLine(Show(sized2));

        var words = new HashSet<string>(StringComparer.OrdinalIgnoreCase) { "Red", "green", "BLUE" };
        Console.WriteLine(words.Contains("red") + " " + words.Add("GREEN") + " " + words.Count);
        var other = new HashSet<string> { "red", "Green", "yellow" };
        var inter = new HashSet<string>(words, StringComparer.OrdinalIgnoreCase);
        inter.IntersectWith(other);
        Console.WriteLine(Show(inter));
        var sym = new HashSet<string>(words, StringComparer.OrdinalIgnoreCase);
        sym.SymmetricExceptWith(other);
        Console.WriteLine(Show(sym));
        Console.WriteLine(words.SetEquals(new[] { "RED", "GREEN", "blue", "blue" }) + " " +
                          words.IsSubsetOf(new[] { "red", "green", "blue", "x" }) + " " +
                          words.Overlaps(new[] { "BLUE" }));
        var ex2 = new HashSet<string>(words, StringComparer.OrdinalIgnoreCase);
        ex2.ExceptWith(new[] { "RED" });
        Console.WriteLine(Show(ex2));
        Console.WriteLine(words.Comparer == StringComparer.OrdinalIgnoreCase);

        Console.WriteLine(Math.Sign(StringComparer.Ordinal.Compare("a", "B")) + " " +
                          Math.Sign(StringComparer.OrdinalIgnoreCase.Compare("a", "B")) + " " +
                          StringComparer.OrdinalIgnoreCase.Compare("Hello", "hELLO") + " " +
                          Math.Sign(StringComparer.Ordinal.Compare(null, "x")) + " " +
                          StringComparer.Ordinal.Compare(null, null));
        Console.WriteLine(StringComparer.Ordinal.Equals("a", "A") + " " + StringComparer.OrdinalIgnoreCase.Equals("straße", "STRASSE") +
                          " " + StringComparer.OrdinalIgnoreCase.Equals("éte", "ÉTE") + " " +
                          StringComparer.OrdinalIgnoreCase.Equals(null, null));
        Console.WriteLine(StringComparer.OrdinalIgnoreCase.GetHashCode("MiXeD") == StringComparer.OrdinalIgnoreCase.GetHashCode("mixed"));
        try { StringComparer.Ordinal.GetHashCode(null); }
        catch (ArgumentNullException ex) { Console.WriteLine(ex.ParamName); }

        var sd = new SortedDictionary<string, int>(StringComparer.OrdinalIgnoreCase) { ["b"] = 1, ["A"] = 2, ["c"] = 3 };
        sd["B"] = 4;
        Console.WriteLine(Show(sd.Select(kv => kv.Key + "=" + kv.Value)));
        var ss = new SortedSet<string>(new LengthFirst()) { "ccc", "a", "bb", "aa", "b" };
        Console.WriteLine(Show(ss) + " " + ss.Min + " " + ss.Max);
        var desc = new SortedSet<int>(new[] { 5, 1, 9, 3 }, new Reverse<int>());
        Console.WriteLine(Show(desc));

        var list = new List<string> { "banana", "Apple", "cherry", "apple", "Banana" };
        list.Sort(StringComparer.Ordinal);
        Console.WriteLine(Show(list));
        list.Sort(new LengthFirst());
        Console.WriteLine(Show(list));
        var arr = new[] { "b", "C", "a", "D" };
        Array.Sort(arr, StringComparer.OrdinalIgnoreCase);
        Console.WriteLine(Show(arr));
        var nums = new[] { 4, 8, 1, 9, 2 };
        Array.Sort(nums, new Reverse<int>());
        Console.WriteLine(Show(nums));
        Array.Sort(nums, 1, 3, Comparer<int>.Default);
        Console.WriteLine(Show(nums));
        Console.WriteLine(list.BinarySearch("cherry", new LengthFirst()) >= 0);
        var grouped = new[] { "a", "A", "b" }.GroupBy(s => s, StringComparer.OrdinalIgnoreCase);
        Console.WriteLine(Show(grouped.Select(g => g.Key + g.Count())));
        Console.WriteLine(Show(new[] { "x", "X", "y" }.Distinct(StringComparer.OrdinalIgnoreCase)));
        var names = new[] { "bob", "Alice", "carol", "alice", "Bob" };
        Console.WriteLine(Show(names.OrderBy(n => n, StringComparer.Ordinal)));
        Console.WriteLine(Show(names.OrderByDescending(n => n, StringComparer.OrdinalIgnoreCase).ThenBy(n => n, StringComparer.Ordinal)));
        Console.WriteLine(Show(names.OrderBy(n => n.Length).ThenByDescending(n => n, StringComparer.Ordinal)));
        var byName = names.Distinct(StringComparer.OrdinalIgnoreCase).ToDictionary(n => n, n => n.Length, StringComparer.OrdinalIgnoreCase);
        Console.WriteLine(byName.Count + " " + byName["ALICE"]);
        try { names.ToDictionary(n => n, StringComparer.OrdinalIgnoreCase); }
        catch (ArgumentException ex) { Console.WriteLine(ex.Message); }
        Console.WriteLine(names.ToHashSet(StringComparer.OrdinalIgnoreCase).Count + " " + names.ToHashSet().Count);
        Console.WriteLine(names.Contains("ALICE", StringComparer.OrdinalIgnoreCase) + " " + names.Contains("ALICE") + " " +
                          names.Contains("bob", null));
        Console.WriteLine(names.SequenceEqual(new[] { "BOB", "alice", "CAROL", "ALICE", "bob" }, StringComparer.OrdinalIgnoreCase));
        Console.WriteLine(Show(names.Union(new[] { "DAVE", "CAROL" }, StringComparer.OrdinalIgnoreCase)));
        Console.WriteLine(Show(names.Intersect(new[] { "ALICE", "BOB" }, StringComparer.OrdinalIgnoreCase)));
        Console.WriteLine(Show(names.Except(new[] { "ALICE" }, StringComparer.OrdinalIgnoreCase)));
        var lk = names.ToLookup(n => n, StringComparer.OrdinalIgnoreCase);
        Console.WriteLine(lk.Count + " " + Show(lk["BOB"]));
        var lk2 = names.ToLookup(n => n, n => n.Length, StringComparer.OrdinalIgnoreCase);
        Console.WriteLine(Show(lk2["alice"]));
        Console.WriteLine(Show(names.GroupBy(n => n, n => n.ToUpper(), StringComparer.OrdinalIgnoreCase).Select(g => g.Key + ":" + Show(g))));
    }
}
