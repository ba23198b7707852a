// Array.Initialize on a multi-dimensional array: a Kiln struct has no
// parameterless constructor to run, so the elements keep their values.
using System;

struct Cell
{
    public int V;
}

class Program
{
    static void Main()
    {
        int[,] board = new int[2, 3];
        board[1, 2] = 7;
        board.Initialize();
        Console.WriteLine(board[1, 2] + " " + board[0, 0] + " " + board.Length);
        var cells = new Cell[2, 2];
        cells[0, 1].V = 4;
        cells.Initialize();
        Console.WriteLine(cells[0, 1].V + " " + cells[1, 1].V);
        string[,,] s = new string[1, 1, 2];
        s.Initialize();
        Console.WriteLine(s[0, 0, 1] == null);
    }
}
