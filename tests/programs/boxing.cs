// Boxing and unboxing of primitives and enums where C# boxes: assignment
// to object, arguments, params object[], composite formatting, virtual
// calls on a box, is-tests and unboxing casts (the failing casts'
// messages, which Mono words otherwise: boxing_casts.cs).
using System;

enum Color { Red, Green, Blue = 7 }

class Boxing
{
    static void Show(object o) { Console.WriteLine(o == null ? "null" : o.ToString()); }

    static int Count(params object[] items) { return items.Length; }

    static object Pick(bool b) { return b ? (object)1.5 : 'q'; }

    static void Main()
    {
        object o = 42;
        Console.WriteLine(o);
        Console.WriteLine(o.ToString() + "!");
        int i = (int)o;
        Console.WriteLine(i + 1);
        Show(3.5);
        Show(true);
        Show('x');
        Show(-7L);
        Show(4000000000u);
        Show(18446744073709551615UL);
        Show((byte)200);
        Show(Color.Green);
        Console.WriteLine(Color.Red);
        Show((Color)5);
        Show(null);
        object c = Color.Blue;
        Console.WriteLine(c.ToString());
        Console.WriteLine(c.Equals(Color.Blue) + " " + c.Equals(Color.Red) + " " + c.Equals(7));
        Console.WriteLine(c.GetHashCode());
        Console.WriteLine((int)c);
        Console.WriteLine((Color)c == Color.Blue);
        Console.WriteLine(o.Equals(42) + " " + o.Equals(43) + " " + o.Equals(42L));
        Console.WriteLine(o.GetHashCode());
        object d = 2.5;
        Console.WriteLine(d.Equals(2.5) + " " + d.Equals(2));
        object nan = double.NaN;
        Console.WriteLine(nan.Equals(double.NaN));
        object t = true;
        Console.WriteLine(t.Equals(true) + " " + t.GetHashCode());
        Console.WriteLine(o is int);
        Console.WriteLine(o is long);
        Console.WriteLine(o is object);
        Console.WriteLine(c is Color);
        Console.WriteLine(c is int);
        Console.WriteLine(5 is object);
        Console.WriteLine(Count(1, "two", 3.0, Color.Red, 'c'));
        Console.WriteLine(string.Format("{0} and {1} and {2}", 1, 2.5, Color.Green));
        Console.WriteLine("{0,6:F2}|{1,-5}|{2:X4}|{3:N0}", 3.14159, true, 255, 1234567L);
        object[] arr = { 1, "two", 3.0, Color.Red, 'c', 9UL };
        foreach (object x in arr)
            Console.Write(x + ";");
        Console.WriteLine();
        Console.WriteLine(Pick(true) + " " + Pick(false));
        object sum = 0;
        for (int k = 1; k <= 10; k++)
            sum = (int)sum + k;
        Console.WriteLine(sum);
    }
}
