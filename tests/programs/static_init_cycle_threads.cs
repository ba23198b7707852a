// Circular static initialization on two threads: thread 1 initializes A,
// whose initializer touches B; thread 2 initializes B, whose initializer
// touches A. .NET detects the cycle of class-init waits and lets one thread
// read the other class partly initialized (its field still 0), so both
// threads finish; which one goes through first depends on timing.
using System;
using System.Threading;

static class Gate
{
    public static int arrived;

    // Both initializers are running before either touches the other class.
    // (Bounded: Mono runs a class's field initializers when it compiles a
    // method that reads the field, so there the second thread may never
    // arrive while the first waits.)
    public static void Arrive()
    {
        Interlocked.Increment(ref arrived);
        for (int i = 0; i < 2000 && Volatile.Read(ref arrived) < 2; i++)
            Thread.Sleep(1);
    }
}

class A
{
    public static int V = Init();
    static int Init()
    {
        Gate.Arrive();
        return B.V + 10;
    }
}

class B
{
    public static int V = Init();
    static int Init()
    {
        Gate.Arrive();
        return A.V + 100;
    }
}

class Program
{
    // Main itself never names A or B, so no runtime initializes them early.
    static int a1, b1, a2, b2;

    static void RunA() { a1 = A.V; b1 = B.V; }
    static void RunB() { b2 = B.V; a2 = A.V; }

    static void Main()
    {
        Thread t1 = new Thread(RunA);
        Thread t2 = new Thread(RunB);
        t1.Start();
        t2.Start();
        Console.WriteLine("joined: " + t1.Join(30000) + " " + t2.Join(30000));
        Console.WriteLine("both threads read the same values: " + (a1 == a2 && b1 == b2));
        bool bFirst = a1 == 10 && b1 == 110;    // thread 1 read B partly initialized
        bool aFirst = a1 == 110 && b1 == 100;   // thread 2 read A partly initialized
        Console.WriteLine("exactly one thread saw a partly initialized class: " + (aFirst || bFirst));
    }
}
