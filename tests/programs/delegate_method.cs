// Delegate.Method of a method group: the MethodInfo's Name, its ToString()
// as .NET spells a signature (primitives, void and nested types by their
// names, other types by their full names, ref/out as "ByRef"), the last
// method of a multicast delegate, and equality of two MethodInfos.
using System;
using System.Collections.Generic;
using System.Reflection;

namespace Shapes
{
    enum Colour { Red, Green }

    class Sheet
    {
        public struct Cell { public int Row; }
        public class Note { }

        int scale = 3;

        public static void Reset() { }
        public int Scale(int x) { return x * scale; }
        public static string Label(string prefix, int n, double w) { return prefix + n + w; }
        public static bool Check(char c, long l, byte b, float f) { return c == 'x'; }
        public static int[] Range(int[] xs, string[] names, object o) { return xs; }
        public static Cell At(Cell c, Note n) { return c; }
        public static Colour Paint(Colour c) { return c; }
        public static void Swap(ref int a, out string b, List<int> xs) { b = ""; }
        public static Dictionary<string, int> Count(Cell[] cells, int[,] grid) { return null; }
    }

    static class Program
    {
        delegate void Swapper(ref int a, out string b, List<int> xs);

        static void Show(Delegate d)
        {
            MethodInfo m = d.Method;
            Console.WriteLine(m.Name + " | " + m);
        }

        static void Main()
        {
            var sheet = new Sheet();
            Show(new Action(Sheet.Reset));
            Show(new Func<int, int>(sheet.Scale));
            Show(new Func<string, int, double, string>(Sheet.Label));
            Show(new Func<char, long, byte, float, bool>(Sheet.Check));
            Show(new Func<int[], string[], object, int[]>(Sheet.Range));
            Show(new Func<Sheet.Cell, Sheet.Note, Sheet.Cell>(Sheet.At));
            Show(new Func<Colour, Colour>(Sheet.Paint));
            Show(new Swapper(Sheet.Swap));
            Show(new Func<Sheet.Cell[], int[,], Dictionary<string, int>>(Sheet.Count));

            Action both = Sheet.Reset;
            both += Main;
            Console.WriteLine(both.Method.Name);
            foreach (Delegate d in both.GetInvocationList())
                Console.WriteLine("  " + d.Method);

            Func<int, int> f1 = sheet.Scale, f2 = new Sheet().Scale;
            Action a1 = Sheet.Reset;
            Console.WriteLine(f1.Method == f2.Method);
            Console.WriteLine(f1.Method.Equals(f2.Method));
            Console.WriteLine(f1.Method != (MethodInfo)a1.Method);
            Console.WriteLine(f1.Method.Equals(null));
            Console.WriteLine(f1(2) + f2(3));
        }
    }
}
