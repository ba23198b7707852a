// exit: 134
// mono: skip-output
// Stack traces as .NET prints them, in every mode: one line per managed
// frame, "   at Namespace.Type.Method(Int32 x, String s) in FILE:line N",
// the throwing frame first and the catching frame last; inner exceptions
// between " ---> " and the end marker; `throw;` keeps the trace (in the
// same frame, the original throw's line); a static constructor's; a
// thread's; frames of interpreted and compiled code mixed (in tiered mode
// Tier() is compiled from its third call on while Main stays interpreted,
// and the compiled Tier() calls Rare(), interpreted on its first call);
// and an unhandled exception's report. Mono prints another trace format.
using System;
using System.Threading;

namespace Traces
{
    class Boom : Exception
    {
        public Boom(string m) : base(m) { }
        public Boom(string m, Exception inner) : base(m, inner) { }
    }

    class Config
    {
        public static int Value = Load();

        static int Load()
        {
            throw new InvalidOperationException("no config");
        }
    }

    class Program
    {
        static int Divide(int a, int b)
        {
            return a / b;
        }

        static void Thrower(string what, int[] data, long n)
        {
            if (what.Length > 0)
                throw new Boom(what);
        }

        static void Middle(object o, bool flag, char c, double d)
        {
            Thrower("middle", null, 3);
        }

        static void Rethrower()
        {
            try
            {
                Middle(null, true, 'x', 1.5);
            }
            catch (Boom)
            {
                throw;
            }
        }

        static void SameFrameRethrow()
        {
            try
            {
                throw new Boom("same frame");
            }
            catch (Boom)
            {
                throw;
            }
        }

        static void Wrap()
        {
            try
            {
                Divide(1, 0);
            }
            catch (DivideByZeroException e)
            {
                throw new Boom("wrapped", e);
            }
        }

        static void Worker()
        {
            try
            {
                Thrower("from a thread", null, 0);
            }
            catch (Boom e)
            {
                Console.WriteLine(e.StackTrace);
            }
        }

        static void Rare(ref int count)
        {
            count++;
            int[] a = new int[count];
            a[count] = 1;
        }

        static void Tier(int i, ref int count)
        {
            if (i == 3)
                Rare(ref count);
            Thrower("tier " + i, null, i);
        }

        static void Main()
        {
            try { Divide(1, 0); }
            catch (DivideByZeroException e) { Console.WriteLine(e.ToString()); }
            try { Rethrower(); }
            catch (Boom e) { Console.WriteLine(e.StackTrace); }
            try { SameFrameRethrow(); }
            catch (Boom e) { Console.WriteLine(e.StackTrace); }
            try { Wrap(); }
            catch (Boom e) { Console.WriteLine(e.ToString()); }
            try { Console.WriteLine(Config.Value); }
            catch (TypeInitializationException e) { Console.WriteLine(e.ToString()); }
            Thread t = new Thread(Worker);
            t.Start();
            t.Join();
            int count = 0;
            for (int i = 0; i < 4; i++)
            {
                try { Tier(i, ref count); }
                catch (Exception e) { Console.WriteLine(e.Message + ":\n" + e.StackTrace); }
            }
            Exception fresh = new Exception("never thrown");
            Console.WriteLine(fresh.StackTrace == null);
            Middle(null, false, 'y', 0);
        }
    }
}
