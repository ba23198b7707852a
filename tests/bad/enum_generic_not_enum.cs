// error: 10:26
// message: the type 'int' must be an enum to be used as TEnum in 'Enum.GetValues<TEnum>'
// errors: 1
using System;

class P
{
    static void Main()
    {
        int[] all = Enum.GetValues<int>();
        Console.WriteLine(all.Length);
    }
}
