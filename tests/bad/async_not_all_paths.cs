// error: 7:28
// message: not all code paths return a value
using System.Threading.Tasks;

class P
{
    static async Task<int> F(bool b)
    {
        await Task.Delay(1);
        if (b)
            return 1;
    }
    static void Main() { F(true).Wait(); }
}
