// error: 8:7
// message: missing partial modifier on declaration of type 'P'
// errors: 1
partial class P
{
    static void Main() { }
}
class P
{
}
