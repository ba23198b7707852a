// using aliases of constructed types: a generic class (List<int>), a generic
// struct (KeyValuePair<string, int>), nested type arguments and a generic
// delegate, used as types, in new, in type arguments and in typeof.
using System;
using System.Collections.Generic;
using System.Linq;
using IntList = System.Collections.Generic.List<int>;
using Pair = System.Collections.Generic.KeyValuePair<string, int>;
using Table = System.Collections.Generic.Dictionary<string, System.Collections.Generic.List<int>>;
using Fn = System.Func<int, int>;

namespace App {
    class P {
        static IntList Make(int n) { var l = new IntList(); for (int i = 0; i < n; i++) l.Add(i * i); return l; }
        static void Main() {
            IntList l = Make(4);
            Console.WriteLine(string.Join(",", l));
            var p = new Pair("a", 1);
            Pair q = new Pair("b", 2);
            var ps = new List<Pair> { p, q };
            Console.WriteLine(ps.Sum(x => x.Value) + " " + p.Key + q);
            var t = new Table();
            t["sq"] = l;
            Console.WriteLine(t["sq"].Count);
            Fn f = x => x + 1;
            Console.WriteLine(f(41));
            Console.WriteLine(typeof(IntList) == typeof(List<int>));
            Console.WriteLine(l.GetType());
        }
    }
}
