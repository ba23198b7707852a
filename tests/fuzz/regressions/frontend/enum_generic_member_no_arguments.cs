// Enum.GetValues<E>() with no arguments: the binder took the address of
// argument 0 of an empty argument list (undefined behaviour under UBSan).
using System;
enum E { A, B }
class P
{
    static void Main()
    {
        foreach (E x in Enum.GetValues<E>())
            Console.WriteLine(x);
    }
}
