// error: 11:11
// message: the type 'int' cannot be used as type parameter 'U' in the generic type or method 'Widen<T, U>'. There is no boxing conversion from 'int' to 'string'
// errors: 1
static class G
{
    public static T Widen<T, U>(U u) where U : T => u;
}
class P {
    static void Main() {
        object ok = G.Widen<object, int>(1);
        G.Widen<string, int>(2);
    }
}
