// mono: skip-output
// A delegate's Invoke has no frame in a trace, as in .NET (the runtime's
// stub calls the method): exceptions through single and multicast
// delegates of static and instance methods, and Environment.StackTrace
// through one. Mono prints another trace format.
using System;

namespace D
{
    delegate void Step(int n);
    delegate string Probe();

    class Counter
    {
        int total;

        public void Add(int n)
        {
            total += n;
            if (total > 2)
                throw new InvalidOperationException("total " + total);
        }
    }

    class Program
    {
        static void Log(int n)
        {
            Console.WriteLine("log " + n);
        }

        static void Fail(int n)
        {
            throw new ArgumentException("fail " + n);
        }

        static string Where()
        {
            return Environment.StackTrace;
        }

        static void Run(Step s, int n)
        {
            s(n);
        }

        static void Main()
        {
            try { Run(Fail, 1); }
            catch (Exception e) { Console.WriteLine(e.StackTrace); }
            Counter c = new Counter();
            Step add = c.Add;
            try { Run(add, 3); }
            catch (Exception e) { Console.WriteLine(e.StackTrace); }
            Step both = Log;
            both += Fail;
            try { both(2); }
            catch (Exception e) { Console.WriteLine(e.StackTrace); }
            Probe p = Where;
            Console.WriteLine(p());
        }
    }
}
