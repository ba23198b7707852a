// Comparer<T>.Default and EqualityComparer<T>.Default (docs/interfaces.md):
// generic definitions only (the corelib keeps this source for programs).
// The default order and equality of T: IComparable<T> / IEquatable<T> when
// T implements them (the primitives and string do), else IComparable /
// object.Equals. The test `x is IEquatable<T>` and the call through the
// cast are decided per instantiation with no box: for a value type T the
// test is a constant and the call goes to T's own method on a copy (a
// primitive's static one), for string to String's (docs/generics.md, "Box
// elision"), so a value-type instantiation allocates nothing when T
// implements the generic interface (.NET's choice of comparer on typeof(T)).
// Both are abstract, as .NET's: Default is an internal sealed subclass
// (GenericComparer<T>, GenericEqualityComparer<T>, .NET's names for the
// usual case), Comparer<T>.Create(comparison) a ComparisonComparer<T>
// (ComparisonComparer.cs), EqualityComparer<T>.Create(equals, getHashCode)
// a DelegateEqualityComparer<T>, and a program derives from them
// overriding the abstract members.
using System;

namespace System.Collections.Generic
{
    public abstract class Comparer<T> : IComparer<T>
    {
        private static Comparer<T> s_default;

        protected Comparer()
        {
        }

        public static Comparer<T> Default
        {
            get
            {
                if (s_default == null)
                    s_default = new GenericComparer<T>();
                return s_default;
            }
        }

        public static Comparer<T> Create(Comparison<T> comparison)
        {
            if (comparison == null)
                throw new ArgumentNullException("comparison");
            return new ComparisonComparer<T>(comparison);
        }

        public abstract int Compare(T x, T y);

        // The default order: GenericComparer<T>'s.
        internal static int DefaultCompare(T x, T y)
        {
            if (x == null)
                return y == null ? 0 : -1;
            if (y == null)
                return 1;
            if (x is IComparable<T>)
                return ((IComparable<T>)x).CompareTo(y);
            return CompareObjects(x, y);
        }

        // T without IComparable<T> (object, an interface, an enum, a struct
        // with only IComparable): decided on the boxed values, as .NET's
        // System.Collections.Comparer (every primitive's box and enum's is an
        // IComparable).
        private static int CompareObjects(object a, object b)
        {
            IComparable<T> g = a as IComparable<T>;
            if (g != null)
                return g.CompareTo((T)b);
            IComparable c = a as IComparable;
            if (c != null)
                return c.CompareTo(b);
            c = b as IComparable;
            if (c != null)
                return -c.CompareTo(a);
            throw new ArgumentException("At least one object must implement IComparable.");
        }
    }

    internal sealed class GenericComparer<T> : Comparer<T>
    {
        public override int Compare(T x, T y)
        {
            return DefaultCompare(x, y);
        }
    }

    public abstract class EqualityComparer<T> : IEqualityComparer<T>
    {
        private static EqualityComparer<T> s_default;

        protected EqualityComparer()
        {
        }

        public static EqualityComparer<T> Default
        {
            get
            {
                if (s_default == null)
                    s_default = new GenericEqualityComparer<T>();
                return s_default;
            }
        }

        // .NET 8's: equality and hashing from two delegates (a missing
        // getHashCode makes GetHashCode throw NotSupportedException).
        public static EqualityComparer<T> Create(Func<T, T, bool> equals)
        {
            return Create(equals, null);
        }

        public static EqualityComparer<T> Create(Func<T, T, bool> equals, Func<T, int> getHashCode)
        {
            if (equals == null)
                throw new ArgumentNullException("equals");
            return new DelegateEqualityComparer<T>(equals, getHashCode);
        }

        public abstract bool Equals(T x, T y);

        public abstract int GetHashCode(T obj);

        // The default equality and hash without the comparer object:
        // Dictionary, HashSet and List call these directly.
        internal static bool Same(T x, T y)
        {
            if (x == null)
                return y == null;
            if (y == null)
                return false;
            if (x is IEquatable<T>)
                return ((IEquatable<T>)x).Equals(y);
            return x.Equals(y);
        }

        internal static int HashOf(T obj)
        {
            return obj == null ? 0 : obj.GetHashCode();
        }
    }

    internal sealed class GenericEqualityComparer<T> : EqualityComparer<T>
    {
        public override bool Equals(T x, T y)
        {
            return Same(x, y);
        }

        public override int GetHashCode(T obj)
        {
            return HashOf(obj);
        }
    }

    internal sealed class DelegateEqualityComparer<T> : EqualityComparer<T>
    {
        private readonly Func<T, T, bool> _equals;
        private readonly Func<T, int> _getHashCode;

        internal DelegateEqualityComparer(Func<T, T, bool> equals, Func<T, int> getHashCode)
        {
            _equals = equals;
            _getHashCode = getHashCode;
        }

        public override bool Equals(T x, T y)
        {
            return _equals(x, y);
        }

        public override int GetHashCode(T obj)
        {
            if (_getHashCode == null)
                throw new NotSupportedException();
            return _getHashCode(obj);
        }
    }
}
