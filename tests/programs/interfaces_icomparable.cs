// IComparable (non-generic): user classes and string through the interface,
// an insertion sort over IComparable[], CompareTo(null), the ArgumentException
// of a wrong argument type, string to and from IComparable.
using System;
class Version : IComparable {
    public int Major, Minor;
    public Version(int a, int b) { Major = a; Minor = b; }
    public int CompareTo(object obj) {
        if (obj == null) return 1;
        Version v = obj as Version;
        if (v == null) throw new ArgumentException("Object is not a Version");
        if (Major != v.Major) return Major < v.Major ? -1 : 1;
        return Minor < v.Minor ? -1 : Minor > v.Minor ? 1 : 0;
    }
    public override string ToString() { return Major + "." + Minor; }
}
class P {
    static void Sort(IComparable[] a) {
        for (int i = 1; i < a.Length; i++) {
            IComparable x = a[i];
            int j = i - 1;
            while (j >= 0 && a[j].CompareTo(x) > 0) { a[j + 1] = a[j]; j--; }
            a[j + 1] = x;
        }
    }
    static void Main() {
        IComparable[] vs = { new Version(1, 10), new Version(1, 2), new Version(0, 9), new Version(2, 0) };
        Sort(vs);
        foreach (IComparable v in vs) Console.Write(v + " ");
        Console.WriteLine();
        IComparable[] ss = { "pear", "apple", "fig" };
        Sort(ss);
        Console.WriteLine(string.Join(",", (object[])ss));
        IComparable s = "abc";
        Console.WriteLine(s.CompareTo("abd") + " " + s.CompareTo(null) + " " + ("b".CompareTo((object)"a")));
        Console.WriteLine((string)s + "!");
        object o = "text";
        Console.WriteLine((o is IComparable) + " " + (new object() is IComparable) + " " + (vs[0] is IComparable));
        try { s.CompareTo(new Version(1, 1)); } catch (ArgumentException e) { Console.WriteLine(e.Message); }
        try { vs[0].CompareTo("x"); } catch (ArgumentException e) { Console.WriteLine(e.Message); }
    }
}
