// Overload resolution: exact match first, then the best implicit numeric
// conversion, then object; by arity; string vs object; instance vs static.
using System;

class Thing { }

class Overloads
{
    static string F(int x) { return "F(int)"; }
    static string F(long x) { return "F(long)"; }
    static string F(double x) { return "F(double)"; }
    static string F(object x) { return "F(object)"; }
    static string F(string x) { return "F(string)"; }

    static string G(long x) { return "G(long)"; }
    static string G(double x) { return "G(double)"; }

    static string H(int a) { return "H(int)"; }
    static string H(int a, int b) { return "H(int,int)"; }

    static string K(object o) { return "K(object)"; }
    static string K(Thing t) { return "K(Thing)"; }

    static string U(uint x) { return "U(uint)"; }
    static string U(long x) { return "U(long)"; }

    static string C(int x) { return "C(int)"; }
    static string C(char x) { return "C(char)"; }

    static void Main()
    {
        byte b = 1;
        char ch = 'c';
        Console.WriteLine(F(1));
        Console.WriteLine(F(1L));
        Console.WriteLine(F(1.0));
        Console.WriteLine(F(b));
        Console.WriteLine(F(ch));
        Console.WriteLine(F(1u));
        Console.WriteLine(F("s"));
        Console.WriteLine(F(new Thing()));
        Console.WriteLine(G(5));
        Console.WriteLine(G(5UL));
        Console.WriteLine(H(1));
        Console.WriteLine(H(1, 2));
        Console.WriteLine(K(new Thing()));
        Console.WriteLine(K("str"));
        Console.WriteLine(K(null));
        Console.WriteLine(U(b));
        Console.WriteLine(U(5));
        Console.WriteLine(C('x'));
        Console.WriteLine(C(120));
    }
}
