// error: 4:37
// message: The 'class', 'struct', 'unmanaged', 'notnull', and 'default' constraints cannot be combined or duplicated, and must be specified first in the constraints list.
using System;
class Box<T> where T : IComparable, notnull
{
    static void Main() { Console.WriteLine(1); }
}
