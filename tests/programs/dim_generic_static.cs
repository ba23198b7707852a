// mono: skip
// Static members of interfaces (C# 8): one set per instance of a generic
// interface, a static generic method, static auto-properties with
// initializers, default bodies reading them.
using System;

interface IG<T>
{
    static int Made;
    static T Last;
    static IG<T> Make(T x) { Made++; Last = x; return new Impl<T>(); }
    static U Twice<U>(U u, Func<U, U> f) => f(f(u));
    string Tell() => "IG<" + typeof(T).Name + "> made " + Made;
}

interface IConf
{
    static int Level { get; set; } = 3;
    static string Name { get; } = "conf";
    int Twice => Level * 2;
}

class Impl<T> : IG<T> { }
class C : IConf { }

class P
{
    static void Main()
    {
        IG<int>.Make(1);
        IG<int>.Make(2);
        var s = IG<string>.Make("z");
        Console.WriteLine(s.Tell() + " " + IG<int>.Made + " " + IG<int>.Last + IG<string>.Last);
        Console.WriteLine(IG<int>.Twice(3, v => v * 10));
        IConf.Level++;
        IConf c = new C();
        Console.WriteLine(IConf.Name + " " + IConf.Level + " " + c.Twice);
    }
}
