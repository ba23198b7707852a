// error: 12:34
// message: There is no implicit reference conversion from 'Base<string>' to 'Base<int>'
// errors: 1
class Base<U> { public U Val; }

class P
{
    static string Show<T>(T b) where T : Base<int> { return "" + b.Val; }

    static void Main()
    {
        System.Console.WriteLine(Show(new Base<string>()));
    }
}
