// error: 12:34
// message: 'Token' has no accessible constructor
// A class whose only constructor is private cannot be created outside it
// (C#'s CS0122).
class Token
{
    private Token() { }
}

class P
{
    static void Main() { var t = new Token(); System.Console.WriteLine(t); }
}
