// RuntimeHelpers.cs - System.Runtime.CompilerServices.RuntimeHelpers.
// GetHashCode is the identity hash: monitor/ implements the native, since
// the hash shares the header word with the thin lock.
namespace System.Runtime.CompilerServices
{
    public static class RuntimeHelpers
    {
        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern int GetHashCode(object o);
    }
}
