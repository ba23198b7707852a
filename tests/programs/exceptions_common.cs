// The exceptions programs commonly throw themselves beyond the runtime's:
// ApplicationException, TimeoutException, PlatformNotSupportedException,
// RankException, OperationCanceledException, ObjectDisposedException
// (ObjectName, its Message), with .NET's default messages and bases.
using System;

class Res : IDisposable
{
    bool disposed;
    public void Use() { if (disposed) throw new ObjectDisposedException(nameof(Res)); Console.WriteLine("used"); }
    public void Dispose() { disposed = true; }
}

class P
{
    static void Show(Exception e)
    {
        Console.WriteLine(e.GetType().Name + ": " + e.Message + (e is SystemException ? " (system)" : "") + (e.InnerException != null ? " <- " + e.InnerException.Message : ""));
    }

    static void Main()
    {
        var r = new Res();
        r.Use();
        r.Dispose();
        try { r.Use(); } catch (ObjectDisposedException e) { Show(e); Console.WriteLine(e.ObjectName + " " + (e is InvalidOperationException)); }
        Exception[] all =
        {
            new ApplicationException(), new ApplicationException("app", new TimeoutException()),
            new TimeoutException(), new TimeoutException("slow"), new PlatformNotSupportedException(),
            new RankException(), new OperationCanceledException(), new OperationCanceledException("stop"),
            new ObjectDisposedException("f", "closed"), new ObjectDisposedException(null),
        };
        foreach (var e in all)
        {
            try { throw e; }
            catch (NotSupportedException x) { Console.Write("[ns] "); Show(x); }
            catch (SystemException x) { Console.Write("[sys] "); Show(x); }
            catch (Exception x) { Show(x); }
        }
    }
}
