// error: 14:11
// message: the event 'B.E' can only appear on the left hand side of += or -= (except when used from within the type 'B')
// errors: 1
class B
{
    public event System.EventHandler E;
}

class P
{
    static void Main()
    {
        B b = new B();
        b.E(null, null);
    }
}
