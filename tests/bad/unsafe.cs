// error: 7:5
// message: unsafe
using System;

class P
{
    unsafe static void Main()
    {
    }
}
