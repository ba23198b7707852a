// Generic base classes, further: an abstract generic base over two type
// parameters with protected state, a static counter and a constructor; a
// base of a constructed type (Chain<T> : List<List<T>>) used with LINQ and
// foreach; base calls down a chain A<T> <- B<T> <- C : B<int>; is/as to
// the instances; an exception through an override.
using System;
using System.Collections.Generic;
using System.Linq;

abstract class Repo<TKey, TItem>
{
    protected readonly Dictionary<TKey, TItem> items = new Dictionary<TKey, TItem>();
    public static int Made;
    protected Repo() { Made++; }
    protected abstract TKey KeyOf(TItem item);
    public void Put(TItem item) { items[KeyOf(item)] = item; }
    public virtual TItem Get(TKey key) { return items[key]; }
    public int Count { get { return items.Count; } }
}

class Person { public string Name; public int Age; public override string ToString() { return Name + "(" + Age + ")"; } }

class People : Repo<string, Person>
{
    protected override string KeyOf(Person p) { return p.Name; }
    public override Person Get(string key) { Console.Write("[get " + key + "] "); return base.Get(key); }
}

class Chain<T> : List<List<T>> { public int Total() { return this.Sum(l => l.Count); } }

class A<T> { public virtual string Who(T x) { return "A " + x; } }
class B<T> : A<T> { public override string Who(T x) { return "B>" + base.Who(x); } }
class C : B<int> { public override string Who(int x) { return "C>" + base.Who(x * 2); } }

class Program
{
    static void Main()
    {
        var people = new People();
        people.Put(new Person { Name = "ann", Age = 31 });
        people.Put(new Person { Name = "bob", Age = 42 });
        people.Put(new Person { Name = "ann", Age = 32 });
        Repo<string, Person> repo = people;
        Console.WriteLine(repo.Get("ann") + " " + repo.Count + " " + Repo<string, Person>.Made);
        var ch = new Chain<char> { new List<char> { 'a', 'b' }, new List<char> { 'c' } };
        Console.WriteLine(ch.Total() + " " + ch.Count + " " + string.Join("|", ch.Select(l => new string(l.ToArray()))));
        A<int> a = new C();
        Console.WriteLine(a.Who(5) + " / " + new B<string>().Who("s") + " / " + (a is B<int>) + " " + (a as B<int> == null));
        foreach (var l in ch)
            Console.Write(l.Count);
        Console.WriteLine();
        try {
            people.Get("zed");
        } catch (KeyNotFoundException e) {
            Console.WriteLine(e.Message);
        }
    }
}
