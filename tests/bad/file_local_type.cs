// error: 4:1
// message: file-local types
// errors: 1
file class Hidden
{
}

class P
{
    static void Main() { }
}
