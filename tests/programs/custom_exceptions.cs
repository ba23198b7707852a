// User exception classes deriving from corelib exceptions, with their own
// fields, Message passed to the base constructor, and catch by base type.
using System;
using System.Threading;

class AppException : Exception
{
    public int Code;
    public AppException(string msg, int code) : base(msg) { Code = code; }
}

class DeepAppException : AppException
{
    public DeepAppException() : base("deep trouble", 7) { }
}

class MyArg : ArgumentException
{
    public MyArg() : base("my argument") { }
}

class MyLock : SynchronizationLockException
{
    public MyLock() : base("my lock") { }
}

class Quiet : Exception { }

class CustomExceptions
{
    static void Main()
    {
        try { throw new AppException("app", 3); }
        catch (AppException e) { Console.WriteLine(e.Message + " " + e.Code); }
        try { throw new DeepAppException(); }
        catch (AppException e) { Console.WriteLine(e.Message + " " + e.Code + " " + (e is DeepAppException)); }
        try { throw new MyArg(); }
        catch (ArgumentException e) { Console.WriteLine(e.Message); }
        try { throw new MyLock(); }
        catch (SynchronizationLockException e) { Console.WriteLine(e.Message); }
        try { throw new ThreadInterruptedException("interrupted"); }
        catch (SystemException e) { Console.WriteLine(e.Message); }
        Exception q = new Quiet();
        Console.WriteLine(q.Message.Length > 0);
        Console.WriteLine(new AppException("ts", 1).ToString().StartsWith("AppException: ts"));
        Console.WriteLine(new OutOfMemoryException("oom").Message);
    }
}
