// error: 14:13
// message: 'await' in the body of a finally clause is not supported
using System;
using System.Threading.Tasks;

class P
{
    static async void Run()
    {
        try {
            Console.WriteLine("x");
        }
        finally {
            await Task.Delay(1);
        }
    }
    static void Main() { Run(); }
}
