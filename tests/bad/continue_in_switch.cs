// error: 11:21
// message: continue
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
