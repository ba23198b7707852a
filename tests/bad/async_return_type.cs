// error: 7:22
// message: the return type of an async method must be void, Task, Task<T>, ValueTask or ValueTask<T>
using System.Threading.Tasks;

class P
{
    static async int F()
    {
        await Task.Delay(1);
        return 1;
    }
    static void Main() { F(); }
}
