// error: 9:20
// message: 'await' after other parts of its expression is not supported
using System.Threading.Tasks;

class P
{
    static async Task<int> F(int a)
    {
        return a + await Task.FromResult(1);
    }
    static void Main() { System.Console.WriteLine(F(1).Result); }
}
