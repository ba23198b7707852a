// mono: skip-output
// A frame of a generic class's method prints the generic type definition,
// as .NET's trace does (it names the typical method definition): Box`1
// for Box<int> and Box<string> alike. Mono prints another trace format.
using System;

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
    }

    class Program
    {
        static void Main()
        {
            try { new Box<int>(3).Get(1); }
            catch (Exception e) { Console.WriteLine(e.StackTrace); }
            try { new Box<string>("s").Get(2); }
            catch (Exception e) { Console.WriteLine(e.ToString()); }
        }
    }
}
