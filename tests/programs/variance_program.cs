// A program's own variant interfaces and delegates (C# 4): out and in
// parameters, conversions, casts and `is` decided at run time, variance
// through nested instances and collections, a covariant interface taking
// Action<T> (an in parameter flips the position), delegates.
using System;
using System.Collections.Generic;

class Animal { public virtual string Name => "animal"; }
class Cat : Animal { public override string Name => "cat"; }

interface IProducer<out T> { T Produce(); IEnumerable<T> Many(int n); void Each(Action<T> f); }
interface IConsumer<in T> { void Consume(T x); }
interface IConverter<in TIn, out TOut> { TOut Convert(TIn x); }
delegate TR Maker<in TA, out TR>(TA a);

class CatMaker : IProducer<Cat>
{
    public Cat Produce() => new Cat();
    public IEnumerable<Cat> Many(int n) { for (int i = 0; i < n; i++) yield return new Cat(); }
    public void Each(Action<Cat> f) { f(new Cat()); f(new Cat()); }
}

class Printer : IConsumer<Animal> { public void Consume(Animal a) => Console.WriteLine("eats " + a.Name); }
class Namer : IConverter<Animal, string> { public string Convert(Animal a) => "<" + a.Name + ">"; }

class P
{
    static void Main()
    {
        IProducer<Animal> p = new CatMaker();
        Console.WriteLine(p.Produce().Name);
        foreach (Animal a in p.Many(2)) Console.Write(a.Name + " ");
        Console.WriteLine();
        p.Each(a => Console.Write(a.Name + "!"));
        Console.WriteLine();
        IConsumer<Cat> c = new Printer();
        c.Consume(new Cat());
        IConverter<Cat, object> conv = new Namer();
        Console.WriteLine(conv.Convert(new Cat()));
        Maker<Animal, Cat> m = a => new Cat();
        Maker<Cat, Animal> m2 = m;
        Console.WriteLine(m2(new Cat()).Name);
        object o = new CatMaker();
        Console.WriteLine(o is IProducer<Animal>);
        Console.WriteLine(o is IProducer<object>);
        Console.WriteLine(o is IProducer<string>);
        Console.WriteLine(new Printer() is IConsumer<Cat>);
        IEnumerable<IProducer<Animal>> e = new List<IProducer<Cat>> { new CatMaker() };
        foreach (var x in e) Console.WriteLine(x.Produce().Name);
        var sinks = new List<IConsumer<Cat>> { new Printer() };
        foreach (var s in sinks) s.Consume(new Cat());
        try { var bad = (IConsumer<string>)(object)new Printer(); Console.WriteLine(bad); }
        catch (InvalidCastException) { Console.WriteLine("InvalidCastException"); }
    }
}
