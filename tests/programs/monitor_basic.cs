// Monitor: Enter/Exit, recursion, IsEntered, TryEnter forms, Enter with
// lockTaken, and .NET's argument and ownership exceptions.
using System;
using System.Threading;

class MonitorBasic
{
    static object shared = new object();
    static bool otherGot;
    static bool otherIsEntered;

    static void Other()
    {
        otherIsEntered = Monitor.IsEntered(shared);
        otherGot = Monitor.TryEnter(shared);
        if (otherGot) Monitor.Exit(shared);
    }

    static void Expect(string what, int kind)
    {
        object o = new object();
        try
        {
            switch (kind)
            {
                case 0: Monitor.Enter(null); break;
                case 1: Monitor.Exit(o); break;
                case 2: bool t = true; Monitor.Enter(o, ref t); break;
                case 3: Monitor.TryEnter(o, -2); break;
                case 4: Monitor.Wait(o); break;
                case 5: Monitor.Pulse(o); break;
                case 6: Monitor.PulseAll(o); break;
                case 7: Monitor.TryEnter(null); break;
                case 8: bool t2 = false; Monitor.TryEnter(o, -5, ref t2); break;
            }
            Console.WriteLine(what + ": no exception");
        }
        catch (ArgumentNullException) { Console.WriteLine(what + ": ArgumentNullException"); }
        catch (ArgumentOutOfRangeException) { Console.WriteLine(what + ": ArgumentOutOfRangeException"); }
        catch (ArgumentException) { Console.WriteLine(what + ": ArgumentException"); }
        catch (SynchronizationLockException) { Console.WriteLine(what + ": SynchronizationLockException"); }
        Console.WriteLine(what + " leaves it free: " + !Monitor.IsEntered(o));
    }

    static void Main()
    {
        object o = new object();
        Console.WriteLine(Monitor.IsEntered(o));
        Monitor.Enter(o);
        Console.WriteLine(Monitor.IsEntered(o));
        Monitor.Enter(o);
        Monitor.Exit(o);
        Console.WriteLine(Monitor.IsEntered(o));
        Monitor.Exit(o);
        Console.WriteLine(Monitor.IsEntered(o));
        for (int i = 0; i < 100; i++) Monitor.Enter(o);
        for (int i = 0; i < 100; i++) Monitor.Exit(o);
        Console.WriteLine(Monitor.IsEntered(o));
        bool taken = false;
        Monitor.Enter(o, ref taken);
        Console.WriteLine(taken);
        Monitor.Exit(o);
        Console.WriteLine(Monitor.TryEnter(o));
        Console.WriteLine(Monitor.TryEnter(o, 0));
        Monitor.Exit(o);
        Monitor.Exit(o);
        bool t1 = false;
        Monitor.TryEnter(o, ref t1);
        bool t2 = false;
        Monitor.TryEnter(o, 100, ref t2);
        Console.WriteLine(t1 + " " + t2);
        Monitor.Exit(o);
        Monitor.Exit(o);
        Console.WriteLine(Monitor.TryEnter(o, -1));
        Monitor.Exit(o);
        Monitor.Enter(shared);
        Thread t = new Thread(Other);
        t.Start();
        t.Join();
        Monitor.Exit(shared);
        Console.WriteLine("other thread: IsEntered " + otherIsEntered + ", TryEnter " + otherGot);
        t = new Thread(Other);
        t.Start();
        t.Join();
        Console.WriteLine("after release: TryEnter " + otherGot);
        Expect("Enter(null)", 0);
        Expect("Exit unowned", 1);
        Expect("Enter taken=true", 2);
        Expect("TryEnter -2", 3);
        Expect("Wait unowned", 4);
        Expect("Pulse unowned", 5);
        Expect("PulseAll unowned", 6);
        Expect("TryEnter(null)", 7);
        Expect("TryEnter -5 ref", 8);
    }
}
