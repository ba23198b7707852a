// error: 5:46
// message: return type must be 'T' to match overridden member
// errors: 1
class Logger { public virtual T Get<T>(T x) { return x; } }
class Loud : Logger { public override object Get<U>(U x) { return x; } }
class P { static void Main() { } }
