// catch clauses: by exact type, by base type, first matching clause wins,
// `catch (T)` without a variable, bare `catch`, nested try, Message texts
// of the runtime's own exceptions. (The NullReferenceException message is
// left out: Mono words it without the final period .NET has.)
using System;

class ExceptionsCatch
{
    static int[] arr = new int[2];
    static object obj;

    static void Throw(int kind)
    {
        switch (kind)
        {
            case 0: throw new InvalidOperationException("bad op");
            case 1: throw new ArgumentNullException();
            case 2: arr[5] = 1; break;
            case 3: Console.WriteLine(obj.ToString()); break;
            case 4: throw new Exception();
            case 5: throw new NotSupportedException("nope");
            default: throw new NotImplementedException();
        }
    }

    static void Main()
    {
        for (int k = 0; k <= 6; k++)
        {
            try
            {
                Throw(k);
                Console.WriteLine("not reached");
            }
            catch (ArgumentException e) { Console.WriteLine("argument: " + e.Message); }
            catch (InvalidOperationException e) { Console.WriteLine("invalid op: " + e.Message); }
            catch (IndexOutOfRangeException e) { Console.WriteLine("index: " + e.Message); }
            catch (NullReferenceException) { Console.WriteLine("null reference"); }
            catch (SystemException e) { Console.WriteLine("system: " + e.Message); }
            catch (Exception e) { Console.WriteLine("exception: " + e.Message); }
        }
        try { Throw(0); } catch (Exception) { Console.WriteLine("catch without variable"); }
        try { Throw(1); } catch { Console.WriteLine("bare catch"); }
        try
        {
            try { Throw(2); }
            catch (NullReferenceException) { Console.WriteLine("wrong inner"); }
            Console.WriteLine("not reached");
        }
        catch (IndexOutOfRangeException) { Console.WriteLine("outer caught"); }
        try
        {
            try { Throw(0); }
            catch (InvalidOperationException) { throw new FormatException("from catch"); }
        }
        catch (FormatException e) { Console.WriteLine(e.Message); }
        Exception ex = new ArgumentOutOfRangeException();
        Console.WriteLine(ex.Message);
        Console.WriteLine(new DivideByZeroException().Message);
        Console.WriteLine(new OverflowException().Message);
        Console.WriteLine(new InvalidCastException().Message);
        Console.WriteLine(new ArrayTypeMismatchException().Message);
        Console.WriteLine(new FormatException().Message);
        Console.WriteLine(new InvalidOperationException("msg").ToString());
        Console.WriteLine(new Exception("plain").ToString());
    }
}
