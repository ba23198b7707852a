// A static field initializer that throws leaves its class uninitialized for
// good: the first use and every later one (other fields, writes, other
// threads) throw the same TypeInitializationException object, whose
// InnerException is the initializer's exception; the initializer never runs
// again. A class whose initializer reads a failed class wraps that class's
// exception in its own. Each class is touched only through a static field
// read or write in a small method called inside the try, which is where .NET
// (beforefieldinit classes) and Kiln both run the initializer.
using System;
using System.Threading;

class Config
{
    public static int Value = Load();
    public static string Name = "config";

    static int Load()
    {
        Console.WriteLine("Config initializer runs");
        throw new InvalidOperationException("no config");
    }
}

class Outer
{
    public static int X = Inner.Y + 1;
}

class Inner
{
    public static int Y = Fail();

    static int Fail()
    {
        Console.WriteLine("Inner initializer runs");
        throw new ArgumentException("bad inner");
    }
}

class Fine
{
    public static int V = 42;
}

class StaticInitThrows
{
    static TypeInitializationException first;

    static int ReadValue() { return Config.Value; }
    static string ReadName() { return Config.Name; }
    static void WriteValue() { Config.Value = 5; }
    static int ReadOuter() { return Outer.X; }
    static int ReadInner() { return Inner.Y; }

    static void Worker()
    {
        try {
            Console.WriteLine(ReadValue());
        } catch (TypeInitializationException e) {
            Console.WriteLine("thread: same object " + object.ReferenceEquals(first, e));
        }
    }

    static void Main()
    {
        for (int i = 0; i < 3; i++) {
            try {
                Console.WriteLine(ReadValue());
            } catch (TypeInitializationException e) {
                Console.WriteLine(e.Message);
                Console.WriteLine(e.TypeName);
                Console.WriteLine(e.InnerException is InvalidOperationException);
                Console.WriteLine(e.InnerException.Message);
                if (first == null)
                    first = e;
                else
                    Console.WriteLine("same object " + object.ReferenceEquals(first, e));
            }
        }
        try { Console.WriteLine(ReadName()); }
        catch (TypeInitializationException e) { Console.WriteLine("other field: same object " + object.ReferenceEquals(first, e)); }
        try { WriteValue(); Console.WriteLine("written"); }
        catch (Exception e) { Console.WriteLine("write: same object " + object.ReferenceEquals(first, e)); }
        Thread t = new Thread(Worker);
        t.Start();
        t.Join();

        TypeInitializationException outer = null;
        try { Console.WriteLine(ReadOuter()); }
        catch (TypeInitializationException e) {
            outer = e;
            Console.WriteLine(e.Message);
            Console.WriteLine(e.InnerException.Message);
            Console.WriteLine(e.InnerException.InnerException.Message);
        }
        try { Console.WriteLine(ReadInner()); }
        catch (SystemException e) {
            Console.WriteLine("inner: same object as the wrapped one " + object.ReferenceEquals(outer.InnerException, e));
        }
        try { Console.WriteLine(ReadOuter()); }
        catch (TypeInitializationException e) { Console.WriteLine("outer again: same object " + object.ReferenceEquals(outer, e)); }

        Console.WriteLine(Fine.V);
        Exception plain = new Exception("outer message", new FormatException("inner message"));
        Console.WriteLine(plain.Message + " / " + plain.InnerException.Message);
        Console.WriteLine(new Exception("alone").InnerException == null);
    }
}
