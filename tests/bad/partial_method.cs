// error: 6:13
// message: partial methods are not supported
// errors: 1
partial class P
{
    partial void Hook();
    static void Main() { }
}
