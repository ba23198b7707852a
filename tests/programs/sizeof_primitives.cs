// sizeof on the primitive types, decimal and enums (their underlying
// type's): a constant, usable in const declarations, without unsafe code.
using System;
class P
{
    enum Small : byte { A }
    enum Big : long { B }
    const int IntSize = sizeof(int);
    static void Main()
    {
        Console.WriteLine(IntSize + " " + sizeof(bool) + " " + sizeof(char) + " " + sizeof(short) + " " + sizeof(long) + " " + sizeof(float) + " " + sizeof(double) + " " + sizeof(decimal) + " " + sizeof(Small) + " " + sizeof(Big) + " " + sizeof(ulong) + " " + sizeof(byte));
        byte[] buf = new byte[4 * sizeof(int)];
        Console.WriteLine(buf.Length);
    }
}
