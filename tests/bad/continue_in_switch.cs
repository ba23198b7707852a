// error: 12:21
// message: continue
// errors: 1
using System;

class P
{
    static void Main()
    {
        switch (1)
        {
            case 1: continue;
        }
    }
}
