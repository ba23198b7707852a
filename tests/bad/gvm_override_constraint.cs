// error: 8:33
// message: Constraints for override and explicit interface implementation methods are inherited
// errors: 1
using System;
abstract class Shape { public abstract string Show<T>(T x) where T : IComparable<T>; }
class Sq : Shape
{
    public override string Show<T>(T x) where T : IComparable<T> { return x.ToString(); }
}
class P { static void Main() { Console.WriteLine(new Sq().Show(1)); } }
