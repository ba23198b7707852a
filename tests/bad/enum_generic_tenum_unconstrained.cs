// error: 9:33
// message: the type 'T' must be a non-nullable value type in order to use it as parameter 'TEnum' in the generic type or method 'Enum.GetValues<TEnum>'
// errors: 1
using System;

class P
{
    // C# requires `where T : struct, Enum` for the generic form; typeof(T) needs nothing
    static T[] All<T>() => Enum.GetValues<T>();

    static void Main()
    {
        Console.WriteLine(All<ConsoleColor>().Length);
    }
}
