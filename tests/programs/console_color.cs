// mono: skip-output
// Console colors: ConsoleColor's values, ForegroundColor/BackgroundColor
// remembered as set, ResetColor, an undefined color's ArgumentException;
// standard output redirected (as in the tests) holds the text alone, no
// escape sequences, and Clear, SetCursorPosition, CursorVisible, Title and
// Beep write nothing. Console.IsOutputRedirected is true here. (Mono
// prints Black for an unset or redirected color and throws
// ArgumentOutOfRangeException for an undefined one; the expected output is
// .NET 8's, which tracks the color set and throws ArgumentException.)
using System;

class P
{
    static void Main()
    {
        Console.WriteLine(Console.IsOutputRedirected);
        Console.ForegroundColor = ConsoleColor.Red;
        Console.WriteLine("red " + Console.ForegroundColor);
        Console.BackgroundColor = ConsoleColor.DarkBlue;
        Console.WriteLine(Console.BackgroundColor + " " + (int)Console.BackgroundColor);
        Console.ForegroundColor = ConsoleColor.White;
        Console.Write("white ");
        Console.ResetColor();
        Console.WriteLine("plain");
        foreach (ConsoleColor c in Enum.GetValues(typeof(ConsoleColor)))
            Console.Write(c + "=" + (int)c + " ");
        Console.WriteLine();
        try
        {
            Console.ForegroundColor = (ConsoleColor)16;
        }
        catch (ArgumentException e)
        {
            Console.WriteLine(e.GetType().Name + " " + (e.ParamName == null));
        }
        Console.Clear();
        Console.SetCursorPosition(3, 4);
        Console.CursorVisible = false;
        Console.Title = "title";
        Console.Beep();
        Console.WriteLine("after the terminal operations");
        try
        {
            Console.SetCursorPosition(-1, 0);
        }
        catch (ArgumentOutOfRangeException e)
        {
            Console.WriteLine(e.GetType().Name + " " + e.ParamName);
        }
    }
}
