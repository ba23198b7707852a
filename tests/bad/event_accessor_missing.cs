// error: 7:31
// message: 'Click': event property must have both add and remove accessors
using System;

class Button
{
    public event EventHandler Click
    {
        add { }
    }
}

class P
{
    static void Main() { }
}
