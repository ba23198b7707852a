// error: 9:9
// message: since 'F' is an async method that returns 'ValueTask', a return keyword must not be followed by an object expression
using System.Threading.Tasks;

class P
{
    static async ValueTask F()
    {
        return 1;
    }
    static void Main() { F(); }
}
