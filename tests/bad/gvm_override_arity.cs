// error: 5:44
// message: 'Loud.Log': no suitable method found to override
// errors: 1
class Logger { public virtual void Log<T>(T x) { } }
class Loud : Logger { public override void Log<T, U>(T x) { } }
class P { static void Main() { } }
