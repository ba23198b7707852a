// error: 4:19
// message: variance is not supported in a program's own interfaces and delegates
// errors: 1
interface ISource<out T>
{
    T Get();
}
class P
{
    static void Main() { }
}
