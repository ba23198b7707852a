// error: 9:15
// message: a call of 'System.Diagnostics.Debug.Assert' with its conditional symbol ('DEBUG') defined is not supported
#define DEBUG
using System.Diagnostics;

class P {
    static void Main()
    {
        Debug.Assert(1 > 0);
    }
}
