// mono: skip
// Default interface bodies that are more than an expression: a generic
// method, an iterator, a lambda capturing `this`, and a derived interface
// re-implementing a property; a delegate bound to an interface member.
using System;
using System.Collections.Generic;
interface ISeq<T>
{
    T At(int i);
    int Count { get; }
    U Map<U>(Func<T, U> f) => f(At(0));
    IEnumerable<T> All() { for (int i = 0; i < Count; i++) yield return At(i); }
    Func<int, T> Getter() => i => At(i);
    int P => 1;
}
interface ISeq2<T> : ISeq<T> { int ISeq<T>.P => 2; }
class L : ISeq2<string> { public string At(int i) => "s" + i; public int Count => 3; }
class P
{
    static void Main()
    {
        ISeq<string> s = new L();
        Console.WriteLine(s.Map(x => x.Length + 10));
        foreach (var x in s.All()) Console.Write(x + " ");
        Console.WriteLine();
        Console.WriteLine(s.Getter()(2) + " " + s.P);
        Func<int, string> g = s.At;
        Func<int> c = () => s.P;
        Console.WriteLine(g(1) + c());
    }
}
