// mono: skip-output
// (Mono prints floats the old way, 7 digits: 0.3833333 where .NET prints
// 0.38333333; every other line is Mono's)
// LINQ's Sum, Average, Min and Max over decimal and float (sequences and
// selectors), and Min/Max with a selector of any other comparable result
// (a string, a DateTime): corelib/Enumerable.cs had int, long and double
// only, so prices.Sum(p => p.Price) with a decimal Price did not compile.
using System;
using System.Collections.Generic;
using System.Linq;

class Item
{
    public string Name;
    public decimal Price;
    public float Weight;
    public Item(string name, decimal price, float weight) { Name = name; Price = price; Weight = weight; }
}

class Program
{
    static void Main()
    {
        var items = new List<Item> {
            new Item("pen", 1.50m, 0.1f), new Item("book", 12m, 0.75f), new Item("cup", 4.25m, 0.3f) };
        Console.WriteLine(items.Sum(i => i.Price));
        Console.WriteLine(items.Sum(i => i.Price * 3));
        Console.WriteLine(items.Average(i => i.Price));
        Console.WriteLine(items.Min(i => i.Price) + " " + items.Max(i => i.Price));
        Console.WriteLine(items.Sum(i => i.Weight));
        Console.WriteLine(items.Average(i => i.Weight));
        Console.WriteLine(items.Max(i => i.Weight));
        decimal[] ds = { 0.1m, 0.2m, 0.3m };
        Console.WriteLine(ds.Sum() + " " + ds.Average() + " " + ds.Min() + " " + ds.Max());
        float[] fs = { 0.1f, 0.2f, 0.7f };
        Console.WriteLine(fs.Sum() + " " + fs.Average());
        Console.WriteLine(items.Min(i => i.Name) + " " + items.Max(i => i.Name));
        Console.WriteLine(items.Max(i => i.Name.Length));
        try {
            Console.WriteLine(new decimal[0].Average());
        } catch (InvalidOperationException e) {
            Console.WriteLine(e.Message);
        }
        try {
            Console.WriteLine(new[] { decimal.MaxValue, 1m }.Sum());
        } catch (OverflowException e) {
            Console.WriteLine(e.GetType().Name);
        }
    }
}
