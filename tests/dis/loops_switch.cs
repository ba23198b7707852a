// Loops, a dense integer switch and string concatenation.
using System;

class LoopsSwitch
{
    static string Name(int k)
    {
        switch (k)
        {
            case 0: return "zero";
            case 1: return "one";
            case 2: return "two";
            default: return "many";
        }
    }

    static void Main()
    {
        int sum = 0;
        for (int i = 0; i < 10; i++)
            sum += i;
        Console.WriteLine("sum " + sum + " " + Name(sum % 3));
    }
}
