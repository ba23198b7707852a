// error: 16:27
// message: collection and index initializers on structs are not supported
// errors: 1
using System.Collections;
using System.Collections.Generic;
struct Bag : IEnumerable
{
    public List<int> Items;
    public void Add(int x) { if (Items == null) Items = new List<int>(); Items.Add(x); }
    public IEnumerator GetEnumerator() { return Items.GetEnumerator(); }
}
class P
{
    static void Main()
    {
        Bag b = new Bag { 1, 2 };
    }
}
