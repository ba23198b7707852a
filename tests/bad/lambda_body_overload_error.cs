// error: 11:27
// message: the name 'undefinedVar' does not exist in the current context
// errors: 1
using System.Collections.Generic;

class P
{
    static void Main()
    {
        var xs = new List<int> { 3, 1 };
        xs.Sort((a, b) => undefinedVar - b);
        System.Console.WriteLine(xs[0]);
    }
}
