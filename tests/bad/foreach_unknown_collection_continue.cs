// error: 11:27
// message: the name 'Missing' does not exist
// errors: 1
using System.Collections.Generic;

class P
{
    static void Main()
    {
        var values = new List<string>();
        foreach (var m in Missing.Items())
        {
            if (m == null)
                continue;
            if (m.Length > 3)
                break;
            values.Add("x");
        }
    }
}
