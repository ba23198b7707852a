// error: 6:22
// message: the expression being assigned to 'P.S' must be constant
class P
{
    const int N = 3;
    const string S = $"n = {N}";
    static void Main() { System.Console.WriteLine(S); }
}
