// timeout: 300
// LINQ to Objects operators over List<T> and Enumerable.Range: filtering,
// projection (with index), SelectMany, aggregates with and without
// selectors (int, long, double), element operators with predicates,
// partitioning, set operators, Concat/Zip/Reverse, Aggregate's three
// overloads, conversions (ToList/ToArray/ToDictionary/ToHashSet),
// generation (Range/Repeat/Empty), SequenceEqual, Cast/OfType,
// DefaultIfEmpty; deferred execution (the source read at enumeration).
using System;
using System.Collections.Generic;
using System.Linq;

class Person
{
    public string Name;
    public int Age;
    public string City;
    public Person(string name, int age, string city) { Name = name; Age = age; City = city; }
    public override string ToString() { return Name + "(" + Age + ")"; }
}

class Program
{
    static string Show<T>(IEnumerable<T> xs)
    {
        return "[" + string.Join(", ", xs) + "]";
    }

    static int Twice(int x) { return x * 2; }

    static void Main()
    {
        List<int> nums = new List<int> { 5, 3, 8, 1, 9, 2, 8, 7 };
        Console.WriteLine(Show(nums.Where(x => x % 2 == 1)));
        Console.WriteLine(Show(nums.Where((x, i) => i % 2 == 0)));
        Console.WriteLine(Show(nums.Select(x => x * x)));
        Console.WriteLine(Show(nums.Select((x, i) => i + ":" + x)));
        Console.WriteLine(Show(nums.Select(Twice)));
        Console.WriteLine(Show(nums.Select(x => Twice(x) + 1)));
        Console.WriteLine(Show(Enumerable.Range(1, 3).SelectMany(x => Enumerable.Repeat(x, x))));

        Console.WriteLine(nums.Sum() + " " + nums.Min() + " " + nums.Max() + " " + nums.Average());
        Console.WriteLine(nums.Sum(x => (long)x * 1000000000L));
        Console.WriteLine(nums.Sum(x => x / 2.0) + " " + nums.Average(x => x * 1.5));
        Console.WriteLine(nums.Max(x => -x) + " " + nums.Min(x => x * 0.25));
        List<double> ds = new List<double> { 2.5, -1.25, 4.0 };
        Console.WriteLine(ds.Sum() + " " + ds.Min() + " " + ds.Max() + " " + ds.Average());
        List<long> ls = new List<long> { 10000000000L, 3L };
        Console.WriteLine(ls.Sum() + " " + ls.Max() + " " + ls.Average());
        Console.WriteLine(nums.Count() + " " + nums.Count(x => x > 4) + " " + nums.LongCount());
        Console.WriteLine(nums.Any() + " " + nums.Any(x => x > 8) + " " + nums.Any(x => x > 9));
        Console.WriteLine(nums.All(x => x > 0) + " " + nums.All(x => x > 1));
        Console.WriteLine(nums.Contains(9) + " " + nums.Contains(4));

        Console.WriteLine(nums.First() + " " + nums.First(x => x > 5) + " " + nums.Last() + " " + nums.Last(x => x < 5));
        Console.WriteLine(nums.FirstOrDefault(x => x > 100) + " " + nums.LastOrDefault(x => x > 100));
        Console.WriteLine(nums.Single(x => x == 9) + " " + nums.SingleOrDefault(x => x == 4));
        Console.WriteLine(nums.ElementAt(2) + " " + nums.ElementAtOrDefault(100));
        List<string> words = new List<string> { "apple", "banana", "cherry" };
        Console.WriteLine((words.FirstOrDefault(w => w.StartsWith("z")) == null) + " " + words.Last(w => w.Length == 6));

        Console.WriteLine(Show(nums.Take(3)) + " " + Show(nums.Skip(5)) + " " + Show(nums.Take(0)) + " " + Show(nums.Skip(100)));
        Console.WriteLine(Show(nums.TakeWhile(x => x > 2)) + " " + Show(nums.SkipWhile(x => x > 2)));
        Console.WriteLine(Show(nums.Distinct()));
        Console.WriteLine(Show(nums.Union(new List<int> { 100, 1, 200 })));
        Console.WriteLine(Show(nums.Intersect(new List<int> { 8, 9, 10, 8 })));
        Console.WriteLine(Show(nums.Except(new List<int> { 8, 1 })));
        Console.WriteLine(Show(nums.Concat(Enumerable.Range(10, 3))));
        Console.WriteLine(Show(nums.Zip(words, (n, w) => w + n)));
        Console.WriteLine(Show(nums.AsEnumerable().Reverse()));

        Console.WriteLine(nums.Aggregate((a, b) => a * 10 + b));
        Console.WriteLine(nums.Aggregate("s", (acc, x) => acc + x));
        Console.WriteLine(nums.Aggregate(0, (acc, x) => acc + x, acc => "total " + acc));

        int[] arr = nums.Where(x => x < 5).ToArray();
        Console.WriteLine(arr.Length + " " + arr[0] + " " + arr[arr.Length - 1]);
        List<int> copy = nums.ToList();
        copy.Add(42);
        Console.WriteLine(copy.Count + " " + nums.Count);
        Dictionary<string, int> lens = words.ToDictionary(w => w, w => w.Length);
        Console.WriteLine(lens["banana"] + " " + lens.Count);
        Dictionary<char, string> byLen = words.ToDictionary(w => w[0]);
        Console.WriteLine(byLen['b']);
        HashSet<int> set = nums.ToHashSet();
        Console.WriteLine(set.Count + " " + set.Contains(7));

        Console.WriteLine(Show(Enumerable.Range(-2, 5)) + " " + Show(Enumerable.Repeat("ab", 3)) + " " + Show(Enumerable.Empty<int>()));
        Console.WriteLine(Enumerable.Range(1, 4).SequenceEqual(new List<int> { 1, 2, 3, 4 }) + " " + Enumerable.Range(1, 4).SequenceEqual(Enumerable.Range(1, 3)));
        List<object> objs = new List<object> { 1, "two", 3, "four", 5.0 };
        Console.WriteLine(Show(objs.OfType<string>()) + " " + Show(objs.OfType<int>()));
        Console.WriteLine(Show(new List<object> { "x", "y" }.Cast<string>().Select(s => s.ToUpper())));
        Console.WriteLine(Show(Enumerable.Empty<int>().DefaultIfEmpty()) + " " + Show(Enumerable.Empty<int>().DefaultIfEmpty(7)) + " " + Show(nums.Take(2).DefaultIfEmpty(7)));

        // deferred execution: the query reads the list when enumerated, each time
        List<int> src = new List<int> { 1, 2, 3 };
        IEnumerable<int> q = src.Where(x => x > 1).Select(x => x * 10);
        src.Add(4);
        Console.WriteLine(Show(q));
        src.Clear();
        Console.WriteLine(Show(q) + " " + q.Count());
        int calls = 0;
        IEnumerable<int> lazy = Enumerable.Range(1, 10).Select(x => { calls++; return x; });
        Console.WriteLine(calls + " " + lazy.First() + " " + calls + " " + lazy.Take(3).Sum() + " " + calls);

        List<Person> people = new List<Person> {
            new Person("Ann", 31, "Oslo"), new Person("Bob", 25, "Rome"),
            new Person("Cid", 31, "Oslo"), new Person("Dee", 19, "Lima") };
        Console.WriteLine(Show(people.Where(p => p.Age > 20).Select(p => p.Name)));
        Console.WriteLine(people.Max(p => p.Age) + " " + people.Average(p => p.Age) + " " + people.First(p => p.City == "Oslo"));
        Console.WriteLine(Show(people.Select(p => p.City).Distinct()));
    }
}
