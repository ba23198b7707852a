// Exceptions that are caught run every finally block they leave, innermost
// first and before the catch handler, across frames, whatever mode each
// frame runs in (called repeatedly so tiered mode mixes interpreted and
// compiled frames). The first pass that decides this must see every kind of
// handler: a catch several frames out, a catch of a base class, a catch
// around a rethrow, a new exception thrown from a catch or a finally, deep
// recursion, another thread, and the runtime's own boundary around a static
// initializer (its exception becomes a TypeInitializationException, so the
// initializer's finally blocks run).
using System;
using System.Threading;

class Boom
{
    public static int Value = Init();

    static int Init()
    {
        try {
            throw new FormatException("initializer failed");
        } finally {
            Console.WriteLine("  initializer finally ran");
        }
    }
}

class Thrower
{
    public Thrower(int x)
    {
        try {
            if (x > 0)
                throw new ArgumentException("from a constructor");
        } finally {
            Console.WriteLine("  constructor finally");
        }
    }
}

class FinallyTwoPass
{
    static int depthSeen;

    static void NewInTry()
    {
        Console.WriteLine("  a call before the try");
        try {
            Thrower t = new Thrower(1);
            Console.WriteLine("  not reached " + (t == null));
        } catch (ArgumentException e) {
            Console.WriteLine("  caught " + e.Message);
        }
    }

    static void Level(int n)
    {
        try {
            if (n == 0)
                throw new ArgumentException("deep");
            Level(n - 1);
        } finally {
            depthSeen++;
        }
    }

    static void Inner(int round)
    {
        try {
            throw new InvalidOperationException("round " + round);
        } finally {
            Console.WriteLine("  inner finally");
        }
    }

    static void Middle(int round)
    {
        try {
            try {
                Inner(round);
            } catch (FormatException) {
                Console.WriteLine("  wrong catch");
            } finally {
                Console.WriteLine("  middle finally");
            }
        } finally {
            Console.WriteLine("  middle outer finally");
        }
    }

    static void Rethrow()
    {
        try {
            try {
                throw new NotSupportedException("first");
            } catch (NotSupportedException) {
                Console.WriteLine("  caught first, rethrowing");
                throw;
            } finally {
                Console.WriteLine("  rethrow finally");
            }
        } catch (SystemException e) {
            Console.WriteLine("  caught again: " + e.Message);
        }
    }

    static void Replace()
    {
        try {
            try {
                try {
                    throw new ArgumentException("original");
                } finally {
                    Console.WriteLine("  finally throws a new one");
                    throw new InvalidCastException("replacement");
                }
            } catch (ArgumentException) {
                Console.WriteLine("  the original was caught (wrong)");
            }
        } catch (InvalidCastException e) {
            Console.WriteLine("  caught " + e.Message);
        }
    }

    static void FromCatch()
    {
        try {
            try {
                throw new ArgumentException("a");
            } catch (ArgumentException) {
                throw new IndexOutOfRangeException("from the catch");
            } finally {
                Console.WriteLine("  finally after the catch threw");
            }
        } catch (IndexOutOfRangeException e) {
            Console.WriteLine("  caught " + e.Message);
        }
    }

    static int ReadBoom() { return Boom.Value; }

    static void Worker()
    {
        try {
            Inner(99);
        } catch (Exception e) {
            Console.WriteLine("  thread caught " + e.Message);
        }
    }

    static void Main()
    {
        for (int round = 0; round < 3; round++) {
            Console.WriteLine("round " + round);
            try {
                Middle(round);
            } catch (InvalidOperationException e) {
                Console.WriteLine("  caught " + e.Message);
            } finally {
                Console.WriteLine("  main finally");
            }
            Rethrow();
            Replace();
            FromCatch();
            NewInTry();
        }
        Console.WriteLine("recursion");
        try {
            Level(1000);
        } catch (ArgumentException e) {
            Console.WriteLine("  caught " + e.Message + " after " + depthSeen + " finally blocks");
        }
        Console.WriteLine("thread");
        Thread t = new Thread(Worker);
        t.Start();
        t.Join();
        Console.WriteLine("static initializer");
        try {
            Console.WriteLine(ReadBoom());
        } catch (TypeInitializationException e) {
            Console.WriteLine("  caught " + e.InnerException.Message);
        }
    }
}
