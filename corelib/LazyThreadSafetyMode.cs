// LazyThreadSafetyMode.cs - System.Threading.LazyThreadSafetyMode, how a
// Lazy<T> (Lazy.cs) makes its value.
namespace System.Threading
{
    public enum LazyThreadSafetyMode
    {
        None = 0,
        PublicationOnly = 1,
        ExecutionAndPublication = 2
    }
}
