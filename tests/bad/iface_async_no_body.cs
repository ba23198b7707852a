// error: 6:16
// message: the 'async' modifier can only be used in methods that have a body
// errors: 1
using System.Threading.Tasks;
interface I {
    async Task Run();
}
class P { static void Main() { } }
