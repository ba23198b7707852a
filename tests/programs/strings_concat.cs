// String concatenation: any operand type, null operands as "", chains,
// compound +=, and string.Concat with 2 to 4 arguments.
using System;

class Item
{
    public override string ToString() { return "Item!"; }
}

class StringsConcat
{
    static void Main()
    {
        string s = "a" + 1 + 2;
        Console.WriteLine(s);
        Console.WriteLine(1 + 2 + "a");
        Console.WriteLine("b" + true + false);
        Console.WriteLine("c" + 'x' + 'y');
        Console.WriteLine('x' + 'y' + "c");
        Console.WriteLine("d" + 3000000000u + -5L + 18446744073709551615UL);
        Console.WriteLine("e" + 2.5);
        string n = null;
        Console.WriteLine("[" + n + "]");
        object o = null;
        Console.WriteLine("[" + o + "]");
        Console.WriteLine("f" + new Item());
        object boxed = new Item();
        Console.WriteLine(boxed + "g");
        string acc = "";
        for (int i = 0; i < 5; i++) acc += i;
        Console.WriteLine(acc);
        acc += 'z';
        Console.WriteLine(acc);
        Console.WriteLine(string.Concat("x", "y"));
        Console.WriteLine(string.Concat("x", "y", "z"));
        Console.WriteLine(string.Concat("w", "x", "y", "z"));
        Console.WriteLine(string.Concat(n, "k"));
        Console.WriteLine(("" + "").Length);
    }
}
