// error: 9:31
// message: collection expression of type
using System.Collections.Generic;

class P
{
    static void Main()
    {
        IEnumerable<int> xs = [1, 2];
    }
}
