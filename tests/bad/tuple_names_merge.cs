// error: 13:29
// message: '(int, (int x, int))' does not contain a definition for 'a'
// errors: 1
using System;

class P {
    static T Pick<T>(bool first, T a, T b) => first ? a : b;

    static void Main() {
        // the names both bounds give alike stay, at every depth; a bound
        // without names (the literal's) drops the others (C#'s inference)
        var q = Pick(true, (a: 1, p: (x: 1, y: 2)), (2, (x: 3, z: 4)));
        Console.WriteLine(q.a);
    }
}
