// Attributes.cs - the attribute classes the subset's attribute syntax names:
// [Flags], [MethodImpl(...)] and [Intrinsic] (corelib only), [DllImport(...)],
// [Conditional(...)], [SetsRequiredMembers] and the caller-info attributes.
// The frontend finds them by C#'s lookup of an attribute's name (the usings
// in scope, the "Attribute" suffix: sema_decl.c fe_attr_lookup) and reads
// them as flags; they have no run-time behaviour.
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

    // An async iterator's parameter that receives GetAsyncEnumerator's
    // token (lower_iterator.c).
    public sealed class EnumeratorCancellationAttribute : Attribute
    {
        public EnumeratorCancellationAttribute()
        {
        }
    }

    public sealed class CallerMemberNameAttribute : Attribute
    {
        public CallerMemberNameAttribute()
        {
        }
    }

    public sealed class CallerLineNumberAttribute : Attribute
    {
        public CallerLineNumberAttribute()
        {
        }
    }

    public sealed class CallerArgumentExpressionAttribute : Attribute
    {
        private readonly string parameterName;

        public CallerArgumentExpressionAttribute(string parameterName)
        {
            this.parameterName = parameterName;
        }

        public string ParameterName
        {
            get { return parameterName; }
        }
    }
}

namespace System.Diagnostics
{
    public sealed class ConditionalAttribute : Attribute
    {
        private readonly string conditionString;

        public ConditionalAttribute(string conditionString)
        {
            this.conditionString = conditionString;
        }

        public string ConditionString
        {
            get { return conditionString; }
        }
    }
}

namespace System.Diagnostics.CodeAnalysis
{
    public sealed class SetsRequiredMembersAttribute : Attribute
    {
        public SetsRequiredMembersAttribute()
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
