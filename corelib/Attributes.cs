// Attributes.cs - the attribute classes the subset's attribute syntax names:
// [MethodImpl(...)], [Intrinsic] (corelib only) and [DllImport(...)].
// The frontend reads them as flags; they have no run-time behaviour.
namespace System
{
    public abstract class Attribute
    {
        protected Attribute()
        {
        }
    }

    // [Flags] on an enum: its values print as their members' names ("A, B").
    public sealed class FlagsAttribute : Attribute
    {
        public FlagsAttribute()
        {
        }
    }
}

namespace System.Runtime.CompilerServices
{
    internal enum MethodImplOptions
    {
        NoInlining = 8,
        InternalCall = 4096,
        AggressiveInlining = 256
    }

    internal sealed class MethodImplAttribute : Attribute
    {
        public MethodImplAttribute(MethodImplOptions methodImplOptions)
        {
        }
    }

    internal sealed class IntrinsicAttribute : Attribute
    {
        public IntrinsicAttribute()
        {
        }
    }
}

namespace System.Runtime.InteropServices
{
    public sealed class DllImportAttribute : Attribute
    {
        public string EntryPoint;

        public DllImportAttribute(string dllName)
        {
        }
    }
}
