// error: 6:40
// message: must be a reference type in order to use it as parameter 'T'
// errors: 1
class Base { public virtual void Put<T>(T x) where T : class { } }
class D : Base { public override void Put<T>(T x) { } }
class P { static void Main() { new D().Put(5); } }
