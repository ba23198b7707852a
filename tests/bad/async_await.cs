// error: 7:12
// message: async
using System;

class P
{
    static async void Run() { }
    static void Main() { }
}
