// Default messages of exceptions built with (): corelib classes give .NET's
// text, a user class the generic "Exception of type 'X' was thrown.".
using System;
using System.Threading;

class Plain : Exception { }

namespace Deep
{
    class Nested : InvalidOperationException { }
}

class ExceptionDefaultMessages
{
    static void Main()
    {
        Console.WriteLine(new Exception().Message);
        Console.WriteLine(new Plain().Message);
        Console.WriteLine(new Deep.Nested().ToString());
        Console.WriteLine(new SystemException().Message);
        Console.WriteLine(new ArgumentException().Message);
        Console.WriteLine(new InvalidOperationException().Message);
        Console.WriteLine(new IndexOutOfRangeException().Message);
        Console.WriteLine(new NotSupportedException().Message);
        Console.WriteLine(new ArithmeticException().Message);
        Console.WriteLine(new SynchronizationLockException().Message);
        Console.WriteLine(new Exception(null).Message);
    }
}
