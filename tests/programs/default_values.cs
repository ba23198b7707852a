// default(T): the zero or null of every kind of type, a constant (in a
// const field too).
using System;
enum Color { Red, Green }
class Node { }
class P {
    const int Zero = default(int);
    static void Main() {
        int x = default(int); string s = default(string); double d = default(double); bool b = default(bool);
        char c = default(char); long l = default(long); Color k = default(Color); Node n = default(Node); int[] a = default(int[]);
        Console.WriteLine(x + "|" + (s == null) + "|" + d + "|" + b + "|" + (int)c + "|" + l + "|" + k.ToString() + "|" + (n == null) + "|" + (a == null) + "|" + Zero);
        object o = default(object); Console.WriteLine(o == null);
    }
}
