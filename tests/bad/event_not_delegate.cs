// error: 6:22
// message: 'B.E': event must be of a delegate type
// errors: 1
class B
{
    public event int E;
}

class P { static void Main() { } }
