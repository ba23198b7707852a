// error: 9:25
// message: escape
using System;

class P
{
    static void Main()
    {
        string s = "bad \q escape";
    }
}
