// error: 7:17
// message: the `default` literal has no target type here
// errors: 1
class P {
    static void Main()
    {
        var x = default;
        System.Console.WriteLine(x);
    }
}
