// error: 10:14
// message: array elements cannot be of type 'Span2'
// errors: 1
ref struct Span2 { public int A; }

class P
{
    static void Main()
    {
        Span2[] all = null;
        System.Console.WriteLine(all == null);
    }
}
