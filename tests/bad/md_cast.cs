// error: 8:20
// message: a cast to the multi-dimensional array type 'int[,]' is not supported
// errors: 1
using System;
class P {
    static void Main() {
        ICloneable c = null;
        int[,] b = (int[,])c;
    }
}
