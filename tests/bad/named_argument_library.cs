// error: 13:17
// message: named arguments to library methods are not supported
// errors: 1
// A corelib method's parameters go by the corelib's names (.NET's: WriteLine's
// is `value`); a name none of them has is this error, not C#'s CS1739, in case
// the corelib named a parameter differently from .NET.
using System;

class P
{
    static void Main()
    {
        Console.WriteLine(text: "x");
    }
}
