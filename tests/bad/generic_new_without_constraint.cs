// error: 6:33
// message: cannot create an instance of the variable type 'T' because it does not have the new() constraint
using System;
class P
{
    static T Make<T>() { return new T(); }
    static void Main() { Console.WriteLine(Make<int>()); }
}
