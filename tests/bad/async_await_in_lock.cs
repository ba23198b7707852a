// error: 11:13
// message: 'await' cannot be used in the body of a lock statement
using System.Threading.Tasks;

class P
{
    static object gate = new object();
    static async Task F()
    {
        lock (gate) {
            await Task.Delay(1);
        }
    }
    static void Main() { F().Wait(); }
}
