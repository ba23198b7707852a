// Type.cs - System.Type as far as printing and comparing types need:
// typeof(X) (the frontend passes X's run-time name, frontend/bind_typeof.c)
// and o.GetType() (the object's type name, Object.GetTypeName) both make a
// RuntimeType holding that name, .NET's ToString() of the type:
// "System.Int32", "N.Outer+Inner", "System.Collections.Generic.List`1[System.Int32]",
// "System.String[]". Name, Namespace and FullName are read from it; two
// Types are equal when they name the same type; BaseType asks the loaded
// types (a native) for the base's name. Reflection beyond this
// (members, attributes, activation) is not here: using it is a compile
// error naming the member.
using System.Runtime.CompilerServices;

namespace System
{
    public abstract class Type
    {
        internal readonly string name;

        internal Type(string runtimeName)
        {
            name = runtimeName;
        }

        // The type's name without namespace or enclosing types; a generic
        // type's arity stays ("List`1"), its arguments go; arrays keep "[]".
        public string Name
        {
            get
            {
                int end = BaseEnd();
                int start = SimpleStart(end);
                return name.Substring(start, end - start) + name.Substring(ArgsEnd(end));
            }
        }

        // The namespace ("System.Collections.Generic"), null for a type in
        // the global namespace.
        public string Namespace
        {
            get
            {
                int end = BaseEnd();
                int plus = name.IndexOf('+');
                if (plus >= 0 && plus < end)
                    end = plus;
                int dot = name.LastIndexOf('.', end - 1);
                return dot < 0 ? null : name.Substring(0, dot);
            }
        }

        // As ToString() for a type that is not a generic instance; .NET's
        // FullName of one names its arguments' assemblies, which Kiln cannot.
        public string FullName
        {
            get
            {
                if (IsGenericType)
                    throw new NotSupportedException("Type.FullName of a generic instance (" + name +
                                                    ") names its arguments' assemblies, which Kiln does not know; use ToString()");
                return name;
            }
        }

        // The type it derives from, as .NET names it: System.Object for a
        // class without a base, System.ValueType for a struct or primitive,
        // System.Enum for an enum, System.Array for an array, null for
        // System.Object and interfaces. Read from the loaded types by name
        // (a native); a type no loaded module has (named only by typeof in
        // an executable `kiln aot` cut down) is a NotSupportedException.
        public Type BaseType
        {
            get
            {
                if (IsArray)
                    return new RuntimeType("System.Array");
                if (name == "System.Type")   // Kiln's derives from Object
                    return new RuntimeType("System.Reflection.MemberInfo");
                string b = InternalBaseName(name);
                if (b == null)
                    return null;
                if (b.Length == 0)
                    throw new NotSupportedException("Type.BaseType of " + name + ", a type this run has not loaded");
                return new RuntimeType(b);
            }
        }

        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern string InternalBaseName(string runtimeName);

        public bool IsArray
        {
            get { return name.EndsWith("]") && ArgsEnd(BaseEnd()) < name.Length; }
        }

        // An enum type (not System.Enum itself), as the loaded types say.
        public bool IsEnum
        {
            get { return !IsArray && InternalBaseName(name) == "System.Enum"; }
        }

        public bool IsGenericType
        {
            get { int end = BaseEnd(); return ArgsEnd(end) > end && !IsArray; }
        }

        public override string ToString()
        {
            return name;
        }

        public override bool Equals(object o)
        {
            Type t = o as Type;
            return (object)t != null && t.name == name;
        }

        public override int GetHashCode()
        {
            return name.GetHashCode();
        }

        public static bool operator ==(Type left, Type right)
        {
            if ((object)left == null || (object)right == null)
                return (object)left == (object)right;
            return left.name == right.name;
        }

        public static bool operator !=(Type left, Type right)
        {
            return !(left == right);
        }

        // Where the type's own name ends: at its argument list or array
        // brackets.
        private int BaseEnd()
        {
            int b = name.IndexOf('[');
            return b < 0 ? name.Length : b;
        }

        private int SimpleStart(int end)
        {
            int plus = name.LastIndexOf('+', end - 1);
            int dot = name.LastIndexOf('.', end - 1);
            return (plus > dot ? plus : dot) + 1;
        }

        // After a generic argument list "[...]" at end (nested brackets
        // counted); end itself when there is none ("[]", "[,]" are ranks).
        private int ArgsEnd(int end)
        {
            if (end + 1 >= name.Length || name[end + 1] == ']' || name[end + 1] == ',')
                return end;
            int depth = 0;
            for (int i = end; i < name.Length; i++)
            {
                if (name[i] == '[')
                    depth++;
                else if (name[i] == ']' && --depth == 0)
                    return i + 1;
            }
            return name.Length;
        }
    }

    // The one kind of Type Kiln makes (its GetType() prints System.RuntimeType, as .NET's).
    internal sealed class RuntimeType : Type
    {
        internal RuntimeType(string runtimeName) : base(runtimeName)
        {
        }
    }

    // Internal: the frontend's typeof(X) calls TypeOf.Get("X's run-time name").
    internal static class TypeOf
    {
        public static Type Get(string runtimeName)
        {
            return new RuntimeType(runtimeName);
        }
    }
}
