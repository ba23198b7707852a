// ValueType.cs - System.ValueType, the base class of every value type's
// box: the structs the frontend compiles, the corelib's primitive classes
// (Primitives.cs) and System.Enum. A value converts to it by boxing, and
// `o is ValueType` tests for a box. It adds no member: a struct's
// Equals/GetHashCode are the frontend's (frontend/sema_struct_eq.c).
namespace System
{
    public abstract class ValueType
    {
        protected ValueType()
        {
        }
    }
}
