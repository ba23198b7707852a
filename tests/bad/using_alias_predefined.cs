// error: 3:13
// message: using aliases of predefined
using Num = int;

class P
{
    static void Main() { Num n = 1; }
}
