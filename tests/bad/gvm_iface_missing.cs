// error: 6:7
// message: 'Circle' does not implement interface member 'IShape.Apply
// errors: 1
using System;
interface IShape { R Apply<R>(Func<IShape, R> f); }
class Circle : IShape
{
    public R Apply<R, S>(Func<IShape, R> f) { return f(this); }
}
class P { static void Main() { } }
