// switch on int, char, long and enum values; sparse and dense cases, default
// in the middle, break and return from cases, nested switch.
using System;

enum Color { Red, Green, Blue = 10 }

class SwitchInt
{
    static string Num(int x)
    {
        switch (x)
        {
            case 0: return "zero";
            case 1: return "one";
            default: return "many";
            case -5: return "minus five";
            case 1000000: return "million";
        }
    }

    static void Main()
    {
        int[] xs = { 0, 1, 2, -5, 1000000, 7 };
        for (int i = 0; i < xs.Length; i++) Console.WriteLine(Num(xs[i]));
        string word = "a1-b";
        for (int i = 0; i < word.Length; i++)
        {
            switch (word[i])
            {
                case 'a': case 'b': Console.WriteLine("letter"); break;
                case '1': Console.WriteLine("digit"); break;
                default: Console.WriteLine("other"); break;
            }
        }
        Color[] cs = { Color.Red, Color.Green, Color.Blue };
        for (int i = 0; i < cs.Length; i++)
        {
            switch (cs[i])
            {
                case Color.Red: Console.WriteLine("R"); break;
                case Color.Blue:
                    {
                        int k = 2;
                        switch (k) { case 2: Console.WriteLine("B nested"); break; }
                        break;
                    }
                default: Console.WriteLine("not R or B"); break;
            }
        }
        long big = 5000000000;
        switch (big)
        {
            case 5000000000: Console.WriteLine("five billion"); break;
            default: Console.WriteLine("?"); break;
        }
        switch (3) { default: Console.WriteLine("only default"); break; }
    }
}
