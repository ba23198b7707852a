// error: 12:13
// message: fall
using System;

class P
{
    static void Main()
    {
        int x = 1;
        switch (x)
        {
            case 1:
                Console.WriteLine("one");
            case 2:
                Console.WriteLine("two");
                break;
        }
    }
}
