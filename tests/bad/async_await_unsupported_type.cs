// error: 10:17
// message: awaiting a 'int' is not supported
using System.Threading.Tasks;

class P
{
    static async Task<int> F()
    {
        int v = 5;
        int x = await v;
        return x;
    }
    static void Main() { F().Wait(); }
}
