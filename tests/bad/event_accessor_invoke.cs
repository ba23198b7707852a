// error: 15:9
// message: the event 'Button.Click' can only appear on the left hand side of += or -=
using System;

class Button
{
    private EventHandler handlers;
    public event EventHandler Click
    {
        add { handlers += value; }
        remove { handlers -= value; }
    }
    public void Press()
    {
        Click(this, EventArgs.Empty);
    }
}

class P
{
    static void Main() { new Button().Press(); }
}
