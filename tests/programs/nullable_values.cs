using System;
using System.Collections.Generic;

// Nullable value types: T? members, conversions, lifted operators, ??,
// ?. and ?[], boxing and unboxing, nullable fields, arrays and generics.
enum Color { Red, Green, Blue }

struct Pt
{
    public int X, Y;
    public Pt(int x, int y) { X = x; Y = y; }
    public override string ToString() { return "(" + X + "," + Y + ")"; }
}

class Node
{
    public int V;
    public Node Next;
    public string Name;
    public Node(int v) { V = v; }
    public int Twice() { return V * 2; }
    public void Hello() { Console.WriteLine("hello " + V); }
}

class Holder
{
    public int? Field;
    public static double? Static;
    public long? Prop { get; set; }
}

class Program
{
    static int? Half(int x)
    {
        if (x % 2 == 0)
            return x / 2;
        return null;
    }

    static string Show(int? v) { return v.HasValue ? "some " + v.Value : "none"; }

    static int Sum(params int?[] xs)
    {
        int s = 0;
        foreach (int? x in xs)
            s += x ?? 0;
        return s;
    }

    static void Main()
    {
        int? a = 5, b = null;
        Console.WriteLine(a.HasValue + " " + b.HasValue + " " + a.Value);
        Console.WriteLine("[" + a + "] [" + b + "] [" + b.ToString() + "]");
        Console.WriteLine(b.GetValueOrDefault() + " " + b.GetValueOrDefault(7) + " " + a.GetValueOrDefault(7));
        Console.WriteLine(Show(a) + ", " + Show(b) + ", " + Show(3));
        Console.WriteLine(Half(10) + " [" + Half(3) + "]");

        // lifted arithmetic: null in, null out
        int? c = a + 1, d = a * b, e = -a, f = ~a;
        Console.WriteLine(c + " " + d.HasValue + " " + e + " " + f);
        Console.WriteLine((a + 2) * 3 - (a % 3));
        Console.WriteLine(a / 2 + " " + (a << 2) + " " + (a >> 1) + " " + (a & 6) + " " + (a | 8) + " " + (a ^ 1));
        double? dd = a / 2.0;
        Console.WriteLine(dd);

        // lifted comparisons: false when either side is null
        Console.WriteLine((a > 3) + " " + (a < 3) + " " + (b > 3) + " " + (b <= 3) + " " + (a >= 5));
        // lifted equality: null == null
        int? b2 = null;
        Console.WriteLine((a == 5) + " " + (a != 5) + " " + (b == b2) + " " + (a == b) + " " + (b != 0));
        Console.WriteLine((b == null) + " " + (a == null) + " " + (null != a) + " " + (b != null));

        // ?? with a value, a nullable, a chain
        int g = b ?? 42;
        int? h = b ?? b2;
        int i = b ?? b2 ?? a ?? 0;
        Console.WriteLine(g + " [" + h + "] " + i);

        // conversions
        long? l = a;
        double? dl = l;
        int x = (int)a;
        byte? by = (byte?)300;
        int? fromLong = (int?)l;
        Console.WriteLine(l + " " + dl + " " + x + " " + by + " " + fromLong);
        long? ln = b;
        Console.WriteLine(ln.HasValue);

        // boxing: null or the boxed value, never a boxed Nullable
        object o = a, on = b;
        Console.WriteLine(o + " " + (on == null) + " " + (o is int) + " " + o.GetHashCode());
        int? back = (int?)o, backNull = (int?)on;
        Console.WriteLine(back + " " + backNull.HasValue);
        object boxedInt = 7;
        int? unboxed = (int?)boxedInt;
        Console.WriteLine(unboxed);
        try
        {
            object str = "text";
            int? bad = (int?)str;
            Console.WriteLine(bad);
        }
        catch (InvalidCastException)
        {
            Console.WriteLine("InvalidCastException");
        }
        Console.WriteLine(a.Equals(5) + " " + a.Equals(null) + " " + b.Equals(null) + " " + b.GetHashCode());

        // Value without a value
        try
        {
            Console.WriteLine(b.Value);
        }
        catch (InvalidOperationException ex)
        {
            Console.WriteLine(ex.Message);
        }
        try
        {
            int y = (int)b;
            Console.WriteLine(y);
        }
        catch (InvalidOperationException ex)
        {
            Console.WriteLine("cast: " + ex.Message);
        }

        // other value types
        bool? t = true, un = null;
        Console.WriteLine(t + " [" + un + "] " + (t == true) + " " + (un == false) + " " + !t);
        char? ch = 'k';
        Color? col = Color.Blue, none = null;
        Console.WriteLine(ch + " " + col + " [" + none + "] " + (col == Color.Blue));
        Pt? p = new Pt(1, 2), pn = null;
        Console.WriteLine(p + " [" + pn + "] " + p.Value.X + " " + p.HasValue + " " + (pn ?? new Pt(9, 9)));
        Console.WriteLine(p?.Y + " [" + pn?.Y + "]");

        // fields, properties, arrays, lists
        var hd = new Holder();
        Console.WriteLine(hd.Field.HasValue + " " + Holder.Static.HasValue + " " + hd.Prop.HasValue);
        hd.Field = 3;
        hd.Field += 4;
        Holder.Static = 1.5;
        hd.Prop = hd.Field * 10L;
        Console.WriteLine(hd.Field + " " + Holder.Static + " " + hd.Prop);
        int?[] arr = new int?[4];
        arr[1] = 10;
        arr[3] = arr[1] + 5;
        Console.WriteLine(arr[0].HasValue + " " + arr[1] + " " + arr[3] + " " + Sum(arr) + " " + Sum(1, null, 2));
        var list = new List<int?>();
        list.Add(1);
        list.Add(null);
        list.Add(3);
        Console.WriteLine(list.Count + " " + list[1].HasValue + " " + list.Contains(null) + " " + list.IndexOf(3));

        // ?. and ?[] on references
        Node n1 = new Node(1), nn = null;
        n1.Next = new Node(2);
        Console.WriteLine(n1?.V + " [" + nn?.V + "] " + (nn?.V == null) + " " + n1?.Next?.Twice());
        Console.WriteLine(n1.Next?.Next?.V ?? -1);
        string s = null;
        Console.WriteLine((s?.Length ?? 0) + " " + "abc"?.Length + " x" + nn?.Name + "y");
        n1?.Hello();
        nn?.Hello();
        n1.Next?.Hello();
        int[] ia = null;
        Console.WriteLine("[" + ia?[0] + "]");
        ia = new int[] { 4, 5 };
        Console.WriteLine(ia?[1]);
        string up = n1?.Next?.Name?.ToUpper();
        Console.WriteLine(up == null);
        int? q = 6;
        Console.WriteLine(q?.ToString() + " " + (b?.ToString() == null));

        // interpolation and formatting of nullables
        Console.WriteLine($"{a} [{b}] {a,4}|{dd:F2}");
        Console.WriteLine(string.Format("{0}-{1}", a, b));
    }
}
