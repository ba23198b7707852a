// error: 4:40
// message: static abstract and static virtual interface members (C# 11) are not supported
// errors: 1
interface IZero<T> { static abstract T Zero(); }
class P { static void Main() { } }
