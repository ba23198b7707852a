// error: 7:32
// message: the type or namespace name 'CallerMemberName' could not be found
using System;

class P
{
    static void Log(string m, [CallerMemberName] string caller = "")
    {
        Console.WriteLine(caller + ": " + m);
    }

    static void Main() { Log("hi"); }
}
