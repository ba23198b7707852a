// error: 9:9
// message: the type 'string' must be a non-nullable value type in order to use it as parameter 'T' in the generic type or method 'S<T>'
// errors: 1
using System;
class P {
    static void Main()
    {
        string S<T>(T x) where T : struct => x.ToString();
        S("no");
    }
}
