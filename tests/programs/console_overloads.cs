// Console.Write and WriteLine overloads for every listed type.
using System;

class Thing { public override string ToString() { return "thing"; } }

class ConsoleOverloads
{
    static void Main()
    {
        Console.WriteLine();
        Console.WriteLine("string");
        Console.WriteLine(new Thing());
        Console.WriteLine((object)null);
        Console.WriteLine((string)null);
        Console.WriteLine(true);
        Console.WriteLine('c');
        Console.WriteLine(-12);
        Console.WriteLine(4000000000u);
        Console.WriteLine(-9000000000L);
        Console.WriteLine(18000000000000000000UL);
        Console.WriteLine(0.25);
        byte b = 200;
        Console.WriteLine(b);
        Console.Write("s");
        Console.Write(new Thing());
        Console.Write(false);
        Console.Write('-');
        Console.Write(1);
        Console.Write(2u);
        Console.Write(3L);
        Console.Write(4UL);
        Console.Write(0.5);
        Console.Write((object)null);
        Console.Write((string)null);
        Console.WriteLine();
        Console.WriteLine(int.MinValue);
        Console.WriteLine(long.MinValue);
        Console.WriteLine(ulong.MaxValue);
    }
}
