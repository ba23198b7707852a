// readonly fields assigned in initializers and constructors (also through
// this(...) chaining); static readonly; a readonly array's elements change.
using System;

class Config
{
    public readonly int Width;
    public readonly string Title = "untitled";
    public readonly int[] Slots = new int[2];
    public static readonly Config Default = new Config(80);
    public Config(int w) { Width = w; Title = Title + "/" + w; }
    public Config() : this(40) { }
}

class ReadonlyFields
{
    static void Main()
    {
        Config c = new Config();
        Console.WriteLine(c.Width + " " + c.Title);
        c.Slots[1] = 5;
        Console.WriteLine(c.Slots[1]);
        Console.WriteLine(Config.Default.Width + " " + Config.Default.Title);
    }
}
