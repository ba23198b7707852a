// Type-parameter constraints (where U : T): conversions from U to T and
// back, T's constraints' members through U, arguments checked against the
// other argument (a reference conversion or a box), on generic methods of
// generic classes and of plain ones.
using System;
using System.Collections.Generic;
using System.Linq;

abstract class Animal
{
    public string Name;
    protected Animal(string n) { Name = n; }
    public abstract string Sound();
}
class Dog : Animal { public Dog(string n) : base(n) { } public override string Sound() => "woof"; }
class Cat : Animal { public Cat(string n) : base(n) { } public override string Sound() => "meow"; }

class Registry<TBase> where TBase : class
{
    readonly List<TBase> items = new List<TBase>();
    public void Add<TDerived>(TDerived x) where TDerived : TBase { items.Add(x); }
    public IEnumerable<TDerived> OfKind<TDerived>() where TDerived : TBase => items.OfType<TDerived>();
    public TDerived FirstAs<TDerived>() where TDerived : class, TBase
    {
        foreach (var i in items)
            if (i is TDerived d)
                return d;
        return null;
    }
    public int Count => items.Count;
}

class Zoo<T> where T : Animal
{
    public List<string> Calls = new List<string>();
    public void Hear<U>(U a) where U : T { Calls.Add(a.Name + ":" + a.Sound()); }
}

static class Util
{
    public static void AddAll<T, U>(List<T> to, IEnumerable<U> from) where U : T
    {
        foreach (var x in from) to.Add(x);
    }
    public static T Widen<T, U>(U u) where U : T => u;
    public static U Narrow<T, U>(T t) where U : T => (U)t;
    public static bool Same<T, U>(T a, U b) where U : IComparable<U>, T where T : IComparable<T> => a.CompareTo((T)(object)b) == 0;
}

class Program
{
    static void Main()
    {
        var reg = new Registry<Animal>();
        reg.Add(new Dog("rex"));
        reg.Add<Cat>(new Cat("tom"));
        reg.Add(new Dog("ace"));
        Console.WriteLine(reg.Count + " " + string.Join(",", reg.OfKind<Dog>().Select(d => d.Name)) + " " + reg.FirstAs<Cat>().Name);
        var zoo = new Zoo<Animal>();
        zoo.Hear(new Cat("kit"));
        zoo.Hear<Dog>(new Dog("max"));
        Console.WriteLine(string.Join(" ", zoo.Calls));
        var objs = new List<object>();
        Util.AddAll(objs, new[] { 1, 2 });
        Util.AddAll(objs, new List<string> { "a" });
        Console.WriteLine(string.Join(",", objs) + " " + objs[0].GetType().Name);
        var nums = new List<IComparable>();
        Util.AddAll<IComparable, int>(nums, new[] { 5 });
        Console.WriteLine(nums[0].CompareTo(4));
        object w = Util.Widen<object, int>(7);
        Animal a = Util.Widen<Animal, Dog>(new Dog("fido"));
        Console.WriteLine(w + " " + a.Name + " " + Util.Narrow<object, string>("s") + Util.Narrow<object, int>(3));
        try { Util.Narrow<Animal, Cat>(new Dog("x")); }
        catch (InvalidCastException) { Console.WriteLine("InvalidCastException"); }
        Console.WriteLine(Util.Same(3, 3) + " " + Util.Same("a", "b"));
    }
}
