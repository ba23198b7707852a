// char: arithmetic promotes to int, comparisons, casts from int, increment,
// string indexer results, ToString, and chars in string concatenation.
using System;

class CharOps
{
    static void Main()
    {
        char c = 'A';
        Console.WriteLine(c + 1);
        Console.WriteLine((char)(c + 1));
        c++;
        Console.WriteLine(c);
        c += (char)2;
        Console.WriteLine(c);
        Console.WriteLine('a' < 'b');
        Console.WriteLine('z' - 'a');
        string word = "kiln";
        string upper = "";
        for (int i = 0; i < word.Length; i++) upper += (char)(word[i] - 'a' + 'A');
        Console.WriteLine(upper);
        Console.WriteLine(word[0] == 'k');
        Console.WriteLine('x'.ToString() + 'y');
        char nl = '\n';
        Console.WriteLine((int)nl);
        char u = '\u00e9';
        Console.WriteLine((int)u);
        int digits = 0;
        string mixed = "a1b22c333";
        for (int i = 0; i < mixed.Length; i++) if (mixed[i] >= '0' && mixed[i] <= '9') digits++;
        Console.WriteLine(digits);
        Console.WriteLine("abc".IndexOf('c'));
    }
}
