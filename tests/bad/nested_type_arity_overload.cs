// error: 12:18
// message: nested types of one name and different arity ('Box' in 'Outer') are not supported
// errors: 1
// Valid C# (Box and Box<T> are two types), not yet Kiln: nested types are
// keyed by name alone.
using System;

class Outer
{
    public class Box<T> { }

    public class Box { }
}

class Program
{
    static void Main() { Console.WriteLine(new Outer.Box<int>()); }
}
