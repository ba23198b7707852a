// Standard output on /dev/full: the failed write throws IOException with
// the C library's text, which the program can catch (exit 7 says it did).
using System;
using System.IO;

class WriteCaught
{
    static int Main()
    {
        try
        {
            Console.WriteLine("Hello, World!");
        }
        catch (IOException e)
        {
            return e.Message == "No space left on device" ? 7 : 8;
        }
        return 0;
    }
}
