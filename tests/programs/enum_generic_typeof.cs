// Enum.GetValues(typeof(T)) and Enum.GetNames(typeof(T)) on a type
// parameter with no constraint (each instance builds the tables of its
// enum argument): Cast<T>() over the values, foreach with the cast from
// the element, the array cast (T[]), a ulong and a [Flags] enum, a generic
// class's parameter, Enum.ToObject and Enum.GetUnderlyingType, and .NET's
// ArgumentException for an argument that is no enum.
using System;
using System.Collections.Generic;
using System.Linq;

enum Suit { Hearts = 3, Spades = 1, Clubs = 2 }
enum Big : ulong { Zero, Max = ulong.MaxValue, One = 1 }
[Flags] enum Access { None = 0, Read = 1, Write = 2, All = Read | Write }

class Catalog<T>
{
    public List<T> Items = new List<T>();

    public Catalog()
    {
        foreach (T v in Enum.GetValues(typeof(T)))
            Items.Add(v);
    }

    public string Describe()
    {
        return typeof(T).Name + ": " + string.Join(" ", Items) + " / " + string.Join(" ", Enum.GetNames(typeof(T)));
    }
}

class Program
{
    static T[] All<T>() => Enum.GetValues(typeof(T)).Cast<T>().ToArray();

    static int Count<T>()
    {
        T[] values = (T[])Enum.GetValues(typeof(T));
        return values.Length;
    }

    static object Box<T>(int v) => Enum.ToObject(typeof(T), v);

    static string Underlying<T>() => Enum.GetUnderlyingType(typeof(T)).Name;

    static void Try<T>()
    {
        try
        {
            Console.WriteLine(Enum.GetValues(typeof(T)).Cast<T>().Count());
        }
        catch (ArgumentException e)
        {
            Console.WriteLine(e.GetType().Name + ": " + e.Message.StartsWith("Type provided must be an Enum."));
        }
    }

    static void Main()
    {
        Console.WriteLine(string.Join(",", All<Suit>()));
        Console.WriteLine(string.Join(",", All<Big>()));
        Console.WriteLine(string.Join(",", All<Access>()));
        Console.WriteLine(Count<Suit>() + " " + Count<Big>() + " " + Count<Access>());
        Console.WriteLine(new Catalog<Suit>().Describe());
        Console.WriteLine(new Catalog<Access>().Describe());
        Suit first = All<Suit>()[0];
        Console.WriteLine(first == Suit.Spades);
        Console.WriteLine(Enum.GetName(typeof(Suit), 2) + "|" + Enum.GetName(typeof(Suit), 9) + "|" + Enum.GetName(typeof(Big), Big.Max));
        Console.WriteLine(Box<Suit>(3) + " " + Box<Big>(-1) + " " + Box<Access>(3) + " " + Enum.ToObject(typeof(Suit), 7L));
        Console.WriteLine(Box<Suit>(1) is Suit s && s == Suit.Spades);
        Console.WriteLine(Underlying<Suit>() + " " + Underlying<Big>() + " " + Enum.GetUnderlyingType(typeof(Access)));
        Try<Suit>();
        Try<int>();
        Try<string>();
    }
}
