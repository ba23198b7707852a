// Every Monitor argument check and ownership error, on a fresh object, a
// hashed object and an inflated object (kiln: monitor/, corelib/Monitor.cs).
using System;
using System.Threading;

class MonitorArgs
{
    static object Make(int kind)
    {
        object o = new object();
        if (kind == 1)
            o.GetHashCode();
        if (kind == 2)
        {
            // inflate: hash while locked moves the lock into a sync block
            lock (o)
            {
                o.GetHashCode();
            }
        }
        return o;
    }

    static string KindName(int kind)
    {
        if (kind == 0)
            return "fresh";
        if (kind == 1)
            return "hashed";
        return "inflated";
    }

    static void Op(int op, object o)
    {
        bool taken;
        switch (op)
        {
            case 0: Monitor.Enter(null); break;
            case 1: taken = false; Monitor.Enter(null, ref taken); break;
            case 2: taken = true; Monitor.Enter(o, ref taken); break;
            case 3: Monitor.TryEnter(null); break;
            case 4: taken = false; Monitor.TryEnter(null, ref taken); break;
            case 5: taken = true; Monitor.TryEnter(o, ref taken); break;
            case 6: Monitor.TryEnter(null, 10); break;
            case 7: Monitor.TryEnter(o, -2); break;
            case 8: taken = false; Monitor.TryEnter(o, -2, ref taken); break;
            case 9: taken = true; Monitor.TryEnter(o, 10, ref taken); break;
            case 10: taken = false; Monitor.TryEnter(null, 10, ref taken); break;
            case 11: Monitor.Exit(null); break;
            case 12: Monitor.Exit(o); break;
            case 13: Monitor.IsEntered(null); break;
            case 14: Monitor.Wait(null); break;
            case 15: Monitor.Wait(null, 10); break;
            case 16: Monitor.Wait(o); break;
            case 17: Monitor.Wait(o, 10); break;
            case 18: Monitor.Wait(o, -2); break;
            case 19: Monitor.Pulse(null); break;
            case 20: Monitor.Pulse(o); break;
            case 21: Monitor.PulseAll(null); break;
            case 22: Monitor.PulseAll(o); break;
            default: break;
        }
    }

    static string Run(int op, object o)
    {
        try
        {
            Op(op, o);
            return "no exception";
        }
        catch (ArgumentNullException)
        {
            return "ArgumentNullException";
        }
        catch (ArgumentOutOfRangeException)
        {
            return "ArgumentOutOfRangeException";
        }
        catch (ArgumentException)
        {
            return "ArgumentException";
        }
        catch (SynchronizationLockException)
        {
            return "SynchronizationLockException";
        }
    }

    static void Main()
    {
        for (int kind = 0; kind < 3; kind++)
        {
            object o = Make(kind);
            int h = o.GetHashCode();
            for (int op = 0; op <= 22; op++)
            {
                string r = Run(op, o);
                Console.WriteLine(KindName(kind) + " op " + op + ": " + r + ", entered " + Monitor.IsEntered(o));
            }
            // the same checks while this thread owns the lock
            Monitor.Enter(o);
            Console.WriteLine(KindName(kind) + " owned, Wait(-2): " + Run(18, o));
            Console.WriteLine(KindName(kind) + " owned, lockTaken true: " + Run(2, o) + ", still owned " + Monitor.IsEntered(o));
            Console.WriteLine(KindName(kind) + " owned, Pulse: " + Run(20, o) + ", PulseAll: " + Run(22, o));
            Monitor.Exit(o);
            Console.WriteLine(KindName(kind) + " after Exit: " + Run(12, o) + ", hash stable " + (o.GetHashCode() == h));
            bool taken = false;
            Monitor.Enter(o, ref taken);
            Console.WriteLine(KindName(kind) + " Enter(ref) taken " + taken);
            Monitor.Exit(o);
            taken = false;
            Monitor.TryEnter(o, ref taken);
            Console.WriteLine(KindName(kind) + " TryEnter(ref) taken " + taken);
            Monitor.Exit(o);
            taken = false;
            Monitor.TryEnter(o, 0, ref taken);
            Console.WriteLine(KindName(kind) + " TryEnter(0, ref) taken " + taken);
            Monitor.Exit(o);
            taken = false;
            Monitor.TryEnter(o, -1, ref taken);
            Console.WriteLine(KindName(kind) + " TryEnter(-1, ref) taken " + taken + ", entered " + Monitor.IsEntered(o));
            Monitor.Exit(o);
            Console.WriteLine(KindName(kind) + " done, entered " + Monitor.IsEntered(o));
        }
    }
}
