// error: 10:22
// message: 'await' after other parts of its expression is not supported
using System.Threading.Tasks;

class P
{
    static int G() { return 1; }
    static async Task<int> F(int a)
    {
        return G() + await Task.FromResult(a);
    }
    static void Main() { System.Console.WriteLine(F(1).Result); }
}
