// mono: skip-output
// A frame of a generic class's method prints the generic type definition,
// as .NET's trace does (it names the typical method definition): Box`1
// for Box<int> and Box<string> alike, parameters by the definition's types
// (T, T[], List`1), a generic method with its type parameters (Pick[T,U]).
// Mono prints another trace format.
using System;
using System.Collections.Generic;

namespace G
{
    class Box<T>
    {
        public T Value;

        public Box(T v)
        {
            Value = v;
        }

        public T Get(int i)
        {
            if (i > 0)
                throw new InvalidOperationException("box " + i);
            return Value;
        }

        public U Pick<U>(U[] items, List<T> seen, ref int n)
        {
            n++;
            throw new ArgumentException("pick " + items.Length + " " + seen.Count);
        }
    }

    class Program
    {
        static void Main()
        {
            try { new Box<int>(3).Get(1); }
            catch (Exception e) { Console.WriteLine(e.StackTrace); }
            try { new Box<string>("s").Get(2); }
            catch (Exception e) { Console.WriteLine(e.ToString()); }
            int n = 0;
            try { new Box<long>(4).Pick(new[] { "a", "b" }, new List<long>(), ref n); }
            catch (Exception e) { Console.WriteLine(e.StackTrace); }
            try { Twice<double, string>(1.5, "x"); }
            catch (Exception e) { Console.WriteLine(e.StackTrace); }
        }

        static void Twice<A, B>(A a, B b)
        {
            new Box<A>(a).Pick(new B[] { b }, null, ref Count);
        }

        static int Count;
    }
}
