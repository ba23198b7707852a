// A static call to a native (internal-call) method of a class with a static
// constructor: kiln aot's reachability must compile that constructor (a
// native method has no body whose scan would add it); the executable
// stopped with "BitConverter..cctor was not compiled into this executable".
using System;

class Program
{
    static void Main()
    {
        Console.WriteLine(BitConverter.DoubleToInt64Bits(-0.0) < 0);
        Console.WriteLine(BitConverter.SingleToInt32Bits(1.0f));
    }
}
