// Object.cs - System.Object, the root of every class.
// ToString gives the full type name, Equals is identity, GetHashCode is the
// identity hash kept in the object header (RuntimeHelpers.GetHashCode).
using System.Runtime.CompilerServices;

namespace System
{
    public class Object
    {
        public Object()
        {
        }

        public virtual string ToString()
        {
            return GetTypeName(this);
        }

        public virtual bool Equals(object obj)
        {
            return (object)this == obj;
        }

        public virtual int GetHashCode()
        {
            return RuntimeHelpers.GetHashCode(this);
        }

        // Equal references, or both non-null and objA.Equals(objB) (the
        // frontend's struct Equals compares reference fields with this).
        public static bool Equals(object objA, object objB)
        {
            if (objA == objB)
                return true;
            if (objA == null || objB == null)
                return false;
            return objA.Equals(objB);
        }

        public static bool ReferenceEquals(object objA, object objB)
        {
            return objA == objB;
        }

        // The object's type (corelib/Type.cs): its name, compared by name.
        public Type GetType()
        {
            MdArray md = this as MdArray;   // a T[,]: its .NET name, not its class's
            if (md != null)
                return new RuntimeType(md.name);
            Delegate d = this as Delegate;   // a lambda's or method group's delegate is of a class
            if (d != null)                   // derived from its type D: .NET's type is D, which names itself
                return new RuntimeType(d.ToString());
            return new RuntimeType(GetTypeName(this));
        }

        // The full name of o's type ("System.Object", "Foo.Bar", "System.Int32[]").
        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern string GetTypeName(object o);
    }
}
