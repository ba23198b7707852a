// The AOT suite's fmod program: `%` on doubles is a call to libm's fmod in
// the compiled code, so this executable lists libm (as needed).
using System;

class Fmod
{
    static void Main(string[] args)
    {
        double x = args.Length + 0.5;
        Console.WriteLine(x % 0.3);
    }
}
