// string.Join and string.Concat over collections (.NET's Join<T>/Concat<T>
// over IEnumerable<T> and the IEnumerable<string> overloads): each element's
// text, null as empty, a string argument still one value, and the null
// collection's exception.
using System;
using System.Collections.Generic;
class P {
    static void Main() {
        var l = new List<int> { 1, 2, 3 };
        Console.WriteLine(string.Join(",", l) + "|" + string.Join(", ", new List<string> { "a", null, "c" }) + "|" + string.Join('-', new HashSet<char> { 'x', 'y' }));
        Console.WriteLine(string.Concat(l) + "|" + string.Concat(new List<object> { 1, "b", null, 2.5 }));
        var d = new Dictionary<string, int> { ["k"] = 1, ["j"] = 2 };
        Console.WriteLine(string.Join(";", d) + "|" + string.Join(",", d.Keys) + "|" + string.Join(",", d.Values));
        Console.WriteLine(string.Join(",", "abc") + "|" + string.Join(",", new string[] { "p", "q" }) + "|" + string.Join(",", new List<int>()) + ".");
        IEnumerable<double> e = new List<double> { 1.5, -2 };
        Console.WriteLine(string.Join(" ", e));
        try { string.Join(",", (IEnumerable<int>)null); } catch (ArgumentNullException ex) { Console.WriteLine(ex.ParamName); }
    }
}
