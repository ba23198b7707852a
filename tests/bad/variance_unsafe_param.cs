// error: 6:16
// message: Invalid variance: The type parameter 'T' must be contravariantly valid on 'ISource.Put'. 'T' is covariant.
// errors: 1
interface ISource<out T>
{
    void Put(T x);
    T Get();
}
class P
{
    static void Main() { }
}
