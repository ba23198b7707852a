// error: 11:31
// message: '(string name, double score)' does not contain a definition for 'nam'
// errors: 1
using System;

class P {
    static (int a, (string name, double score) p) Make() => (1, ("x", 2.5));

    static void Main() {
        var t = Make();
        Console.WriteLine(t.p.nam);
    }
}
