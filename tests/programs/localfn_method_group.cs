// A local function is a method group where C# needs one: assigned to a
// Func/Action/Converter variable, passed to a method (with type inference
// through it: Select(Twice), Pick(Name)), combined into a multicast
// delegate, given to List.ForEach; the delegates share the captured
// locals. Delegate.Method of one throws (.NET names its compiler's method).
// Mono 6.8's mcs has no local functions: the expected output follows C#'s
// rules by hand.
// mono: skip
using System;
using System.Collections.Generic;
using System.Linq;

class P
{
    static int Apply(Func<int, int> f, int x) { return f(x); }

    static T Pick<T>(Func<T> make) { return make(); }

    static void Main()
    {
        int k = 3;
        int Twice(int x) { return 2 * x + k; }
        string Name() { return "local"; }
        void Say(string s) { Console.WriteLine("say " + s); }

        Func<int, int> f = Twice;
        Console.WriteLine(f(5));
        Console.WriteLine(Apply(Twice, 4));
        Console.WriteLine(string.Join(",", new[] { 1, 2, 3 }.Select(Twice)));
        k = 10;
        Console.WriteLine(f(5));
        Console.WriteLine(Pick(Name));
        Action<string> a = Say;
        a += Say;
        a("twice");
        var list = new List<string> { "b", "a" };
        list.ForEach(Say);
        Converter<int, int> c = Twice;
        Console.WriteLine(c(1));
        Console.WriteLine(Twice(0));
        try {
            Console.WriteLine(f.Method.Name);
        } catch (NotSupportedException) {
            Console.WriteLine("Method: not supported");
        }
    }
}
