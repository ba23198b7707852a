using System;
class Animal { public virtual string Sound() { return "..."; } public override string ToString() { return "Animal"; } }
class Dog : Animal { public override string Sound() { return "woof"; } }
enum Color { Red, Green }
class Factory<T> where T : new()
{
    public T Make() { return new T(); }
}
class Zoo<T> where T : Animal, new()
{
    T[] items = new T[2];
    public void Fill() { for (int i = 0; i < items.Length; i++) items[i] = new T(); }
    public string All() { string s = ""; foreach (T t in items) s += t.Sound() + " "; return s; }
}
class P
{
    static bool IsA<T>(object o) { return o is T; }
    static T As<T>(object o) where T : class { return o as T; }
    static string Show<T>(T x) { object o = x; return o.ToString(); }
    static void Main()
    {
        Console.WriteLine(new Factory<int>().Make());
        Console.WriteLine(new Factory<Dog>().Make().Sound());
        Console.WriteLine(new Factory<double>().Make());
        Zoo<Dog> z = new Zoo<Dog>();
        z.Fill();
        Console.WriteLine(z.All());
        Console.WriteLine(IsA<int>(5) + " " + IsA<string>(5) + " " + IsA<Animal>(new Dog()));
        Console.WriteLine(As<string>("x") + "|" + (As<string>(3) == null));
        Overloads.Run();
        Console.WriteLine(Show(Color.Green) + " " + Show(12L) + " " + Show('c') + " " + Show(true));
    }
}
class Overloads
{
    static string F<T>(T a) { return "generic"; }
    static string F(int a) { return "int"; }
    static string G<T>(T a, T b) { return "G<T>"; }
    static string G(object a, object b) { return "G(object)"; }
    public static void Run()
    {
        Console.WriteLine(F(1) + " " + F("x") + " " + F<int>(1) + " " + F(2L));
        Console.WriteLine(G(1, 2) + " " + G("a", 1));
    }
}
