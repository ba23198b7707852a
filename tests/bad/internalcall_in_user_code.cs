// error: 8:6
// message: MethodImpl
using System;
using System.Runtime.CompilerServices;

class P
{
    [MethodImpl(MethodImplOptions.InternalCall)]
    static extern int Secret();
    static void Main() { }
}
