// Arrays of arrays: creation, initializers, rows of different lengths, and a
// small triangle computation.
using System;

class JaggedArrays
{
    static void Main()
    {
        int[][] tri = new int[6][];
        for (int r = 0; r < tri.Length; r++)
        {
            tri[r] = new int[r + 1];
            tri[r][0] = 1;
            tri[r][r] = 1;
            for (int c = 1; c < r; c++) tri[r][c] = tri[r - 1][c - 1] + tri[r - 1][c];
        }
        for (int r = 0; r < tri.Length; r++)
        {
            string line = "";
            for (int c = 0; c < tri[r].Length; c++) line += (c > 0 ? " " : "") + tri[r][c];
            Console.WriteLine(line);
        }
        int[][] init = { new int[] { 1, 2 }, new int[] { 3 }, new int[0] };
        Console.WriteLine(init[0][1] + init[1][0] + init[2].Length);
        string[][] words = new string[2][];
        Console.WriteLine(words[1] == null);
        words[1] = new[] { "a", "b" };
        Console.WriteLine(words[1][1]);
        int[][][] cube = new int[2][][];
        cube[1] = new int[2][];
        cube[1][1] = new int[] { 42 };
        Console.WriteLine(cube[1][1][0]);
        try { Console.WriteLine(words[0][0]); } catch (NullReferenceException) { Console.WriteLine("null row"); }
    }
}
