// error: 8:11
// message: a file-scoped namespace must precede all other members in a file
// errors: 1
class First
{
}

namespace Later;

class P
{
    static void Main() { }
}
