// Structs of different types passing through one evaluation-stack depth of
// a method: a {string, decimal} struct handed to one call, then a decimal
// to the next. The compiled modes keep such a depth's slot (a union of the
// method's structs) in memory: GCC 12's scalar replacement of aggregates
// split it into the first struct's fields after inlining and carried the
// decimal through them wrongly (6553.6 for 2.5, 0 for a quantity of 2).
using System;

struct Item { public string Name; public decimal Price; }

struct Line
{
    Item item;
    decimal quantity;
    public void SetQuantity(decimal q) { quantity = q; }
    public decimal Quantity() { return quantity; }
    public void SetItem(Item i) { item = i; }
    public decimal Total() { return item.Price * quantity; }
}

struct Order
{
    public Item Item { get; set; }
    public decimal Count { get; set; }
}

class Program
{
    static void Quantity()
    {
        var line = new Line();
        line.SetItem(new Item());
        line.SetQuantity(2.5M);
        Console.WriteLine(line.Quantity());
    }

    static void Priced()
    {
        var priced = new Line();
        priced.SetItem(new Item { Name = "tea", Price = 4.20M });
        priced.SetQuantity(3);
        Console.WriteLine(priced.Total());
    }

    static void Properties()
    {
        var o = new Order();
        o.Item = new Item { Name = "cup", Price = 1.5M };
        o.Count = 2;
        Console.WriteLine(o.Item.Name + " " + o.Count + " " + o.Item.Price * o.Count);
    }

    static void Tuples()
    {
        var nest = (1, (2, "two"), (3.5, (4, 'f')));
        Console.WriteLine(nest);
    }

    static void Loop()
    {
        decimal sum = 0;
        for (int i = 1; i <= 4; i++) {
            var l = new Line();
            l.SetItem(new Item { Name = "x" + i, Price = i });
            l.SetQuantity(i / 2M);
            sum += l.Total();
        }
        Console.WriteLine(sum);
    }

    static void Main()
    {
        Quantity();
        Priced();
        Properties();
        Tuples();
        Loop();
    }
}
