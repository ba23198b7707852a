// exit: 134
// stderr: Unhandled exception. System.NullReferenceException: Object reference not set to an instance of an object.
// A runtime-raised exception left unhandled: the default message.
using System;

class Holder { public string s; }

class UnhandledNull
{
    static void Main()
    {
        Holder h = new Holder();
        Console.WriteLine("start");
        Console.WriteLine(h.s.Length);
    }
}
