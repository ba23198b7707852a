// Static field initializers run once, in declaration order, before a static
// member of the class is used; a later initializer sees earlier ones, and
// const fields are compile-time constants.
using System;

class Config
{
    public static int first = 10;
    public static int second = first * 2;
    public static string label = "cfg" + second;
    public const int Limit = 3 * 7;
    public const string Greeting = "hi " + "there";
    public static readonly int[] table = Make();
    static int[] Make() { int[] t = new int[3]; for (int i = 0; i < 3; i++) t[i] = second + i; return t; }
    public static int calls;
    public static int Bump() { calls++; return calls; }
}

class Counted
{
    public static int value = Config.Bump();
}

class StaticInitOrder
{
    static int mainField = 7;

    static void Main()
    {
        Console.WriteLine(mainField);
        Console.WriteLine(Config.second);
        Console.WriteLine(Config.label);
        Console.WriteLine(Config.Limit);
        Console.WriteLine(Config.Greeting);
        Console.WriteLine(Config.table[2]);
        Console.WriteLine(Counted.value);
        Console.WriteLine(Counted.value);
        Console.WriteLine(Config.calls);
        Config.first = 99;
        Console.WriteLine(Config.second);
        const int local = Config.Limit + 1;
        Console.WriteLine(local);
    }
}
