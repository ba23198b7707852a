// String.ToCharArray(start, length), Split(char, count),
// Replace(old, new, StringComparison), Char.ConvertFromUtf32 and
// ConvertToUtf32 (surrogate pairs above U+FFFF), Char.IsSurrogatePair.
using System;

class Program
{
    static void Main()
    {
        Console.WriteLine(new string("abcdef".ToCharArray(2, 3)) + " " + "abc".ToCharArray(3, 0).Length);
        try
        {
            "abc".ToCharArray(2, 2);
        }
        catch (ArgumentOutOfRangeException e)
        {
            Console.WriteLine("ArgumentOutOfRangeException " + e.ParamName);
        }

        Console.WriteLine(string.Join("|", "k=v=w".Split('=', 2)) + " " + "a b c".Split(' ', 1)[0] + " " + "a,b".Split(',', 5).Length);

        Console.WriteLine("Hello World, hello".Replace("HELLO", "Bye", StringComparison.OrdinalIgnoreCase));
        Console.WriteLine("Hello World, hello".Replace("hello", "Bye", StringComparison.Ordinal));

        string smile = char.ConvertFromUtf32(0x1F600);
        Console.WriteLine(smile.Length + " " + ((int)smile[0]).ToString("X4") + " " + ((int)smile[1]).ToString("X4"));
        Console.WriteLine(char.ConvertFromUtf32(65) + " " + char.ConvertToUtf32(smile[0], smile[1]).ToString("X") + " " + char.ConvertToUtf32("x" + smile, 1) + " " + char.ConvertToUtf32("AB", 1));
        Console.WriteLine(char.IsSurrogatePair(smile[0], smile[1]) + " " + char.IsSurrogatePair(smile[1], smile[0]));
        try
        {
            char.ConvertFromUtf32(0xD800);
        }
        catch (ArgumentOutOfRangeException e)
        {
            Console.WriteLine("ArgumentOutOfRangeException " + e.ParamName);
        }
        try
        {
            char.ConvertToUtf32(smile, 1);
        }
        catch (ArgumentException e)
        {
            Console.WriteLine(e.GetType().Name + " " + e.ParamName);
        }
    }
}
