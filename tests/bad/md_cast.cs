// error: 8:20
// message: a cast to the multi-dimensional array type 'int[,]' is not supported
// errors: 1
class P {
    static void Main() {
        int[,] a = new int[2, 2];
        object o = a;
        int[,] b = (int[,])o;
    }
}
