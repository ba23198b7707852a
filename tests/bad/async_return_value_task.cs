// error: 9:9
// message: is an async method that returns 'Task', a return keyword must not be followed by an object expression
using System.Threading.Tasks;

class P
{
    static async Task F()
    {
        return 1;
    }
    static void Main() { F().Wait(); }
}
