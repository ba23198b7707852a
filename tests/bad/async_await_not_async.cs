// error: 8:17
// message: the 'await' operator can only be used within an async method
using System.Threading.Tasks;

class P
{
    static int F() {
        int x = await Task.FromResult(1);
        return x;
    }
    static void Main() { F(); }
}
