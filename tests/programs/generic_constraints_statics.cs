using System;
class Base { public virtual string Name() { return "base"; } }
class Derived : Base { public override string Name() { return "derived"; } }
class Holder<T> where T : Base
{
    T item;
    public Holder(T t) { item = t; }
    public string Describe() { return item.Name(); }
}
class Factory<T> where T : class
{
    public T Make() { return null; }
}
class Counter<T>
{
    public static int Count;
    static Counter() { Console.WriteLine("cctor " + typeof_name()); }
    static string typeof_name() { return "Counter"; }
    public Counter() { Count++; }
}
class Pair<A, B>
{
    public A First; public B Second;
    public Pair(A a, B b) { First = a; Second = b; }
    public override string ToString() { return "(" + First + ", " + Second + ")"; }
}
class P
{
    
    static T Default<T>() { return default(T); }
    static object Box<T>(T x) { return x; }
    static T Unbox<T>(object o) { return (T)o; }
    static void Main()
    {
        Console.WriteLine(new Holder<Derived>(new Derived()).Describe());
        Console.WriteLine(new Factory<string>().Make() == null);
        new Counter<int>(); new Counter<int>(); new Counter<string>();
        Console.WriteLine(Counter<int>.Count + " " + Counter<string>.Count);
        Pair<Pair<int, string>, double> p = new Pair<Pair<int, string>, double>(new Pair<int, string>(1, "x"), 2.5);
        Console.WriteLine(p);
        Console.WriteLine(p.First.Second);
        Console.WriteLine(Default<int>() + " [" + Default<string>() + "] " + Default<double>());
        Console.WriteLine(Box(5));
        Console.WriteLine(Unbox<int>(Box(7)) + 1);
        Console.WriteLine(Unbox<string>("s"));
        int[] arr = new int[3];
        Fill(arr, 9);
        Console.WriteLine(arr[2]);
    }
    static void Fill<T>(T[] a, T v) { for (int i = 0; i < a.Length; i++) a[i] = v; }
}
