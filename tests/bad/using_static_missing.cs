// error: 4:14
// message: the type name 'System.Nothing' could not be found
// errors: 1
using static System.Nothing;

class P { static void Main() { } }
