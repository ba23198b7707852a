// error: 4:11
// message: Invalid variance modifier. Only interface and delegate type parameters can be specified as variant
// errors: 1
class Box<in T>
{
}
class P
{
    static void Main() { }
}
