// error: 6:7
// message: 'Bad<T>' does not implement interface member 'IBox<T>.Get()'. 'Bad<T>.Get()' cannot implement 'IBox<T>.Get()' because it does not have the matching return type of 'T'.
// errors: 1
// (never instantiated: the definition itself is checked)
interface IBox<T> { T Get(); }
class Bad<T> : IBox<T> { public int Get() { return 0; } }
class P { static void Main() { } }
