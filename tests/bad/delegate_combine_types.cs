// error: 12:19
// message: operator '+' cannot be applied to operands of type 'A' and 'B'
// errors: 1
delegate void A();
delegate void B();

class P
{
    static void Main()
    {
        A a = null; B b = null;
        var c = a + b;
    }
}
