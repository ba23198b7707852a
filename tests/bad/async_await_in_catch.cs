// error: 14:13
// message: 'await' in the body of a catch clause is not supported
using System;
using System.Threading.Tasks;

class P
{
    static async Task F()
    {
        try {
            throw new Exception("x");
        }
        catch (Exception) {
            await Task.Delay(1);
        }
    }
    static void Main() { F().Wait(); }
}
