// error: 13:9
// message: the type 'int' cannot be used as type parameter 'T' in the generic type or method 'Names<T>'. There is no boxing conversion from 'int' to 'System.Enum'
// errors: 1
using System;

class P
{
    static string[] Names<T>() where T : struct, Enum => Enum.GetNames<T>();

    static void Main()
    {
        Console.WriteLine(Names<DayOfWeek>().Length);
        Names<int>();
    }
}
