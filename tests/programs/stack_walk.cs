// mono: skip-output
// Environment.StackTrace as .NET prints it, in every mode: the getter's own
// frame first ("   at System.Environment.get_StackTrace()"), then every
// managed frame of the thread with its file and line, down to Main; through
// try blocks with catch (Exception), catch-all and finally clauses (none
// takes the walk, none runs for it); from a catch handler, a constructor, a
// property getter, a static constructor (its frame, then the frame that
// touched the class), a started thread (its lines down to the thread's start
// method), a loop that tiered mode replaces on the stack (OSR), and frames of
// interpreted and compiled code mixed (in tiered mode Level1 is compiled
// from its third call while Main stays interpreted, and the compiled Level1
// calls Level2, interpreted on its first call). Mono prints another format.
using System;
using System.Threading;

namespace Walk
{
    class Config
    {
        public static string Trace;

        static Config()
        {
            Trace = Environment.StackTrace;
        }
    }

    class Point
    {
        public string Made;
        int x;

        public Point(int x)
        {
            this.x = x;
            Made = Environment.StackTrace;
        }

        public string Where
        {
            get { return Environment.StackTrace; }
        }
    }

    class Program
    {
        static int finallies;

        static string Inner(string s, int[] a, ref long n)
        {
            n++;
            return Environment.StackTrace;
        }

        static string Outer(object o, bool b, char c, double d)
        {
            long n = 0;
            return Inner("x", null, ref n);
        }

        static string Guarded()
        {
            try
            {
                try
                {
                    return Outer(null, true, 'c', 1.5);
                }
                catch
                {
                    return "caught by catch-all";
                }
                finally
                {
                    finallies++;
                }
            }
            catch (Exception e)
            {
                return "caught: " + e.Message;
            }
        }

        static string InHandler()
        {
            try
            {
                throw new InvalidOperationException("x");
            }
            catch (InvalidOperationException)
            {
                return Environment.StackTrace;
            }
        }

        static void Worker()
        {
            string[] lines = Environment.StackTrace.Split('\n');
            foreach (string l in lines)
            {
                Console.WriteLine(l);
                if (l.Contains("Worker"))
                    break;
            }
        }

        static string Level2(int i)
        {
            return Environment.StackTrace;
        }

        static string Level1(int i)
        {
            if (i == 3)
                return Level2(i);
            return Environment.StackTrace;
        }

        static void Main()
        {
            Console.WriteLine(Environment.StackTrace);
            Console.WriteLine(Guarded());
            Console.WriteLine("finally blocks run: " + finallies);
            Console.WriteLine(InHandler());
            Point p = new Point(3);
            Console.WriteLine(p.Made);
            Console.WriteLine(p.Where);
            Console.WriteLine(Config.Trace);
            Thread t = new Thread(Worker);
            t.Start();
            t.Join();
            string last = null;
            for (int i = 0; i < 100; i++)
                if (i == 99) last = Environment.StackTrace;
            Console.WriteLine(last);
            for (int i = 0; i < 4; i++)
                Console.WriteLine(Level1(i));
        }
    }
}
