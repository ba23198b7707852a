// mono: skip
// System.Threading.Lock's scope (.NET 9; Mono lacks it): EnterScope() with
// `using (...)` and `using var`, a Scope disposed twice, `lock (l)` on a
// Lock-typed expression (C# 13: EnterScope/Dispose, not Monitor on the
// object; nested, released by an exception, a null Lock), a Lock seen as
// object (Monitor), and four threads counting under lock (gate).
using System;
using System.Threading;

class LockScope
{
    static Lock gate = new Lock();
    static int count;

    static void Work()
    {
        for (int i = 0; i < 20000; i++)
        {
            lock (gate)
            {
                count++;
            }
        }
    }

    static Lock Pick(Lock a) { Console.WriteLine("lock expression evaluated once"); return a; }

    static void Main()
    {
        Lock l = new Lock();
        using (l.EnterScope())
        {
            Console.WriteLine("using (EnterScope()): held " + l.IsHeldByCurrentThread);
        }
        Console.WriteLine("after it: held " + l.IsHeldByCurrentThread);
        {
            using var s = l.EnterScope();
            Console.WriteLine("using var: held " + l.IsHeldByCurrentThread);
        }
        Console.WriteLine("after the block: held " + l.IsHeldByCurrentThread);
        Lock.Scope sc = l.EnterScope();
        sc.Dispose();
        sc.Dispose();
        Console.WriteLine("a Scope disposed twice releases once: held " + l.IsHeldByCurrentThread);
        Lock.Scope none = default(Lock.Scope);
        none.Dispose();
        Console.WriteLine("a default Scope's Dispose does nothing");
        lock (Pick(l))
        {
            lock (l)
            {
                Console.WriteLine("lock (Lock) nested: held " + l.IsHeldByCurrentThread +
                                  ", Monitor on the object: " + Monitor.IsEntered(l));
            }
            Console.WriteLine("inner released, outer held: " + l.IsHeldByCurrentThread);
        }
        try
        {
            lock (l)
            {
                throw new InvalidOperationException("thrown inside lock (l)");
            }
        }
        catch (InvalidOperationException e)
        {
            Console.WriteLine(e.Message + ": released " + !l.IsHeldByCurrentThread);
        }
        Lock nothing = null;
        try
        {
            lock (nothing)
            {
                Console.WriteLine("not reached");
            }
        }
        catch (NullReferenceException)
        {
            Console.WriteLine("lock on a null Lock: NullReferenceException");
        }
        object o = l;
        lock (o)
        {
            Console.WriteLine("the Lock as object: Monitor " + Monitor.IsEntered(o) + ", Lock held " + l.IsHeldByCurrentThread);
        }
        Thread[] ts = new Thread[4];
        for (int i = 0; i < 4; i++)
        {
            ts[i] = new Thread(Work);
            ts[i].Start();
        }
        for (int i = 0; i < 4; i++)
            ts[i].Join();
        Console.WriteLine("count " + count + " of 80000");
    }
}
