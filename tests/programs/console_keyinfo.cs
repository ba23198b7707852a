// System.ConsoleKeyInfo, ConsoleKey and ConsoleModifiers (what
// Console.ReadKey returns): the constructor's modifiers as [Flags] names,
// the key's name, equality (== and Equals, boxed too), and
// Console.IsInputRedirected with standard input from a file.
using System;

class Program
{
    static void Show(ConsoleKeyInfo k)
    {
        Console.WriteLine("{0} {1} [{2}]", (int)k.KeyChar, k.Key, k.Modifiers);
    }

    static void Main()
    {
        Show(new ConsoleKeyInfo('a', ConsoleKey.A, false, false, false));
        Show(new ConsoleKeyInfo('A', ConsoleKey.A, true, false, false));
        Show(new ConsoleKeyInfo('\u0001', ConsoleKey.A, false, false, true));
        Show(new ConsoleKeyInfo('\0', ConsoleKey.F12, true, true, true));
        Show(new ConsoleKeyInfo('\r', ConsoleKey.Enter, false, true, false));
        Show(new ConsoleKeyInfo('7', ConsoleKey.D7, false, false, false));
        Show(new ConsoleKeyInfo('\0', ConsoleKey.UpArrow, false, false, false));
        Show(default(ConsoleKeyInfo));
        var x = new ConsoleKeyInfo('q', ConsoleKey.Q, false, false, false);
        var y = new ConsoleKeyInfo('q', ConsoleKey.Q, false, false, false);
        var z = new ConsoleKeyInfo('q', ConsoleKey.Q, true, false, false);
        Console.WriteLine(x == y);
        Console.WriteLine(x != z);
        Console.WriteLine(x.Equals(y));
        Console.WriteLine(x.Equals((object)z));
        Console.WriteLine(((object)x).Equals(y));
        Console.WriteLine(x.Equals("q"));
        Console.WriteLine(x.GetHashCode() == y.GetHashCode());
        ConsoleModifiers m = ConsoleModifiers.Shift | ConsoleModifiers.Control;
        Console.WriteLine(m);
        Console.WriteLine((int)(m & ConsoleModifiers.Alt) == 0);
        Console.WriteLine((int)ConsoleKey.Spacebar + (int)ConsoleKey.Escape + (int)ConsoleKey.Z);
        Console.WriteLine(ConsoleKey.Backspace + " " + ConsoleKey.Tab + " " + ConsoleKey.Delete);
        Console.WriteLine(Console.IsInputRedirected);
    }
}
