// error: 18:25
// message: a slice pattern with a subpattern cannot be used on 'Bag' (it has no range indexer or Slice method)
// errors: 1
class Bag
{
    int[] items = { 1, 2, 3 };
    public int Count { get { return items.Length; } }
    public int this[int i] { get { return items[i]; } }
}

class P
{
    static void Main()
    {
        var b = new Bag();
        if (b is [1, ..])
            System.Console.WriteLine("starts with 1");
        if (b is [1, .. var rest])
            System.Console.WriteLine("ends");
    }
}
