// error: 9:9
// message: Widget
using System;

class P
{
    static void Main()
    {
        Widget w = null;
    }
}
