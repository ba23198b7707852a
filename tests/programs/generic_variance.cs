// Variance of the library's generic interfaces and delegates (out T, in T):
// implicit conversions, arguments, casts and type tests at run time,
// interface calls through a variant-compatible instance.
using System;
using System.Collections.Generic;
using System.Linq;

class Animal : IComparable<Animal>
{
    public readonly string Name;
    public readonly int Legs;
    public Animal(string name, int legs) { Name = name; Legs = legs; }
    public int CompareTo(Animal other) => Legs != other.Legs ? Legs.CompareTo(other.Legs) : string.CompareOrdinal(Name, other.Name);
    public override string ToString() => Name;
}

class Dog : Animal
{
    public Dog(string name) : base(name, 4) { }
}

class Bird : Animal
{
    public Bird(string name) : base(name, 2) { }
}

class ByName : IComparer<Animal>
{
    public int Compare(Animal a, Animal b) => Math.Sign(string.CompareOrdinal(a.Name, b.Name));
}

class AnyCase : IEqualityComparer<object>
{
    public new bool Equals(object a, object b) => a.ToString().ToLowerInvariant() == b.ToString().ToLowerInvariant();
    public int GetHashCode(object o) => o.ToString().ToLowerInvariant().Length;
}

static class Program
{
    static string Names(IEnumerable<Animal> xs)
    {
        var parts = new List<string>();
        foreach (Animal a in xs)
            parts.Add(a.Name);
        return string.Join(",", parts);
    }

    static int Count(IEnumerable<object> xs)
    {
        int n = 0;
        using (IEnumerator<object> e = xs.GetEnumerator())
            while (e.MoveNext())
                n++;
        return n;
    }

    static IEnumerable<Dog> Pack()
    {
        yield return new Dog("rex");
        yield return new Dog("fido");
    }

    static void Covariance()
    {
        var dogs = new List<Dog> { new Dog("rex"), new Dog("ace"), new Dog("max") };
        IEnumerable<object> objs = new List<string> { "a", "b", "c" };
        Console.WriteLine(Count(objs));
        Console.WriteLine(Names(dogs));
        Console.WriteLine(Count(dogs));
        Console.WriteLine(Names(Pack()));
        Console.WriteLine(Names(dogs.Where(d => d.Name != "ace")));
        IReadOnlyList<Animal> ro = dogs;
        Console.WriteLine(ro.Count + " " + ro[2]);
        IReadOnlyCollection<object> rc = dogs;
        Console.WriteLine(rc.Count);
        IEnumerator<object> en = ((IEnumerable<string>)new List<string> { "x", "y" }).GetEnumerator();
        while (en.MoveNext())
            Console.Write(en.Current + ";");
        Console.WriteLine();
        var nested = new List<List<string>> { new List<string> { "p" }, new List<string> { "q", "r" } };
        IEnumerable<IEnumerable<object>> nobj = nested;
        foreach (IEnumerable<object> inner in nobj)
            Console.Write(Count(inner) + " ");
        Console.WriteLine();
        IEnumerable<object>[] arr = new IEnumerable<string>[] { new List<string> { "s" } };
        Console.WriteLine(Count(arr[0]));
        var groups = dogs.GroupBy(d => d.Name.Length);
        foreach (IGrouping<int, Animal> g in groups)
            Console.WriteLine(g.Key + ": " + Names(g));
    }

    static void RunTimeTests()
    {
        object o = new List<Dog> { new Dog("rex") };
        Console.WriteLine(o is IEnumerable<Dog>);
        Console.WriteLine(o is IEnumerable<Animal>);
        Console.WriteLine(o is IEnumerable<object>);
        Console.WriteLine(o is IReadOnlyList<Animal>);
        Console.WriteLine(o is IEnumerable<Bird>);
        Console.WriteLine(o is IEnumerable<string>);
        Console.WriteLine(o is IList<Animal>);
        Console.WriteLine((o as IEnumerable<Animal>) != null);
        var back = (IEnumerable<Animal>)o;
        Console.WriteLine(Names(back));
        try {
            var bad = (IEnumerable<Bird>)o;
            Console.WriteLine("no exception " + bad);
        } catch (InvalidCastException) {
            Console.WriteLine("InvalidCastException");
        }
        object ints = new List<int> { 1 };
        Console.WriteLine(ints is IEnumerable<object>);
        Console.WriteLine(ints is IEnumerable<int>);
        object cmp = new ByName();
        Console.WriteLine(cmp is IComparer<Dog>);
        Console.WriteLine(cmp is IComparer<Animal>);
        Console.WriteLine(cmp is IComparer<object>);
    }

    static void Contravariance()
    {
        var dogs = new List<Dog> { new Dog("rex"), new Dog("ace"), new Dog("max") };
        IComparer<Dog> byName = new ByName();
        dogs.Sort(byName);
        Console.WriteLine(Names(dogs));
        dogs.Sort(new ByName());
        Console.WriteLine(byName.Compare(dogs[0], dogs[1]));
        var zoo = new List<Animal> { new Bird("tweety"), new Dog("rex"), new Bird("zazu") };
        zoo.Sort();
        Console.WriteLine(Names(zoo));
        IComparable<Dog> c = new Animal("cat", 4);
        Console.WriteLine(c.CompareTo(new Dog("cat")));
        IComparer<string> ordinal = Comparer<object>.Default;
        Console.WriteLine(ordinal.Compare("a", "b"));
        IEqualityComparer<string> anyCase = new AnyCase();
        Console.WriteLine(anyCase.Equals("Hello", "HELLO") + " " + anyCase.GetHashCode("Hi"));
        var sorted = new SortedSet<Dog>(new ByName()) { new Dog("rex"), new Dog("ace") };
        Console.WriteLine(Names(sorted));
    }

    static void Delegates()
    {
        Func<object, string> show = o => "<" + o + ">";
        Func<string, object> f = show;
        Console.WriteLine(f("x"));
        Console.WriteLine(ReferenceEquals(f, show));
        object fo = show;
        Console.WriteLine(fo is Func<string, object>);
        Console.WriteLine(fo is Func<object, object>);
        Console.WriteLine(fo is Func<int, object>);
        Console.WriteLine(fo is Func<string, string>);
        var g = (Func<Dog, object>)fo;
        Console.WriteLine(g(new Dog("rex")));
        Action<object> print = o => Console.WriteLine("print " + o);
        Action<string> ps = print;
        ps("s");
        Action<Dog> pd = print;
        pd(new Dog("ace"));
        var dogs = new List<Dog> { new Dog("rex"), new Dog("ace"), new Dog("max") };
        dogs.ForEach(print);
        Predicate<Animal> fourLegs = a => a.Legs == 4;
        Console.WriteLine(dogs.FindAll(fourLegs).Count + " " + dogs.TrueForAll(fourLegs));
        Comparison<Animal> byLength = (a, b) => a.Name.Length - b.Name.Length;
        Comparison<Dog> cd = byLength;
        dogs.Sort(cd);
        Console.WriteLine(Names(dogs));
        Func<Animal, string> name = a => a.Name;
        Console.WriteLine(string.Join("|", dogs.Select(name)));
        Converter<object, string> conv = o => o.ToString().ToUpperInvariant();
        List<string> up = dogs.ConvertAll<string>(conv);
        Console.WriteLine(string.Join(" ", up));
        Func<string, object> narrow = s => s;
        try {
            Console.WriteLine(((Func<object, string>)narrow)("never"));
        } catch (InvalidCastException) {
            Console.WriteLine("InvalidCastException");
        }
        Console.WriteLine(((Func<object, string>)f)("back"));
        Action<string> viaCast = (Action<string>)(Action<object>)(o => Console.WriteLine("cast " + o));
        viaCast("ok");
        Func<Dog> make = () => new Dog("new");
        Func<Animal> makeA = make;
        Func<object> makeO = makeA;
        Console.WriteLine(makeO());
    }

    static void Main()
    {
        Covariance();
        RunTimeTests();
        Contravariance();
        Delegates();
    }
}
