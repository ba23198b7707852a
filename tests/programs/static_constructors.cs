// Explicit static constructors: the static field initializers run first,
// then the body, once, at the first use of a static member (field, method,
// property) or the first instance - not before; readonly statics are set
// in it; a static constructor that throws makes every later use throw the
// same TypeInitializationException.
using System;

class Config
{
    public static readonly int Port;
    public static string Name = Trace("Config.Name initializer");

    static Config()
    {
        Trace("Config static constructor");
        Port = 8080;
    }

    static string Trace(string s) { Console.WriteLine(s); return s; }

    public static void Touch() { Console.WriteLine("Config.Touch " + Port); }
}

class Counter
{
    public static int Created;
    static Counter() { Console.WriteLine("Counter static constructor"); }
    public Counter() { Created++; }
}

class Fragile
{
    public static int Value = 1;
    static Fragile()
    {
        Console.WriteLine("Fragile static constructor");
        throw new InvalidOperationException("broken");
    }
}

class Program
{
    static void Main()
    {
        Console.WriteLine("start");
        Config.Touch();
        Console.WriteLine(Config.Port + " " + Config.Name);
        Console.WriteLine("before new");
        new Counter();
        new Counter();
        Console.WriteLine(Counter.Created);
        for (int i = 0; i < 2; i++)
        {
            try
            {
                Console.WriteLine(Fragile.Value);
            }
            catch (TypeInitializationException e)
            {
                Console.WriteLine(e.TypeName + ": " + e.InnerException.Message);
            }
        }
    }
}
