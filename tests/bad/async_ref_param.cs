// error: 7:33
// message: async methods cannot have ref, in or out parameters
using System.Threading.Tasks;

class P
{
    static async Task F(ref int x)
    {
        await Task.Delay(1);
    }
    static void Main() { int a = 0; F(ref a).Wait(); }
}
