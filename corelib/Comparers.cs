// Comparer<T>.Default and EqualityComparer<T>.Default (docs/interfaces.md):
// generic definitions only (the corelib keeps this source for programs).
// The default order and equality of T: the primitives' and string's own,
// then IComparable<T> / IEquatable<T>, then IComparable / object.Equals,
// decided on the values through object (a value-type T is boxed per call:
// the frontend cannot yet pick the member per instantiation here). Kiln
// cannot derive from a generic class yet, so these are not abstract and a
// program cannot subclass them (a named error).
using System;

namespace System.Collections.Generic
{
    public class Comparer<T> : IComparer<T>
    {
        private static Comparer<T> s_default;

        public static Comparer<T> Default
        {
            get
            {
                if (s_default == null)
                    s_default = new Comparer<T>();
                return s_default;
            }
        }

        public virtual int Compare(T x, T y)
        {
            object a = x;
            object b = y;
            if (a == null)
                return b == null ? 0 : -1;
            if (b == null)
                return 1;
            if (a is int)
                return ((int)a).CompareTo((int)b);
            if (a is string)
                return string.Compare((string)a, (string)b);
            if (a is long)
                return ((long)a).CompareTo((long)b);
            if (a is double)
                return ((double)a).CompareTo((double)b);
            if (a is char)
                return ((char)a).CompareTo((char)b);
            if (a is uint)
                return ((uint)a).CompareTo((uint)b);
            if (a is ulong)
                return ((ulong)a).CompareTo((ulong)b);
            if (a is byte)
                return ((byte)a).CompareTo((byte)b);
            if (a is bool)
                return ((bool)a).CompareTo((bool)b);
            IComparable<T> g = a as IComparable<T>;
            if (g != null)
                return g.CompareTo(y);
            IComparable c = a as IComparable;
            if (c != null)
                return c.CompareTo(b);
            throw new ArgumentException("At least one object must implement IComparable.");
        }
    }

    public class EqualityComparer<T> : IEqualityComparer<T>
    {
        private static EqualityComparer<T> s_default;

        public static EqualityComparer<T> Default
        {
            get
            {
                if (s_default == null)
                    s_default = new EqualityComparer<T>();
                return s_default;
            }
        }

        public virtual bool Equals(T x, T y)
        {
            object a = x;
            object b = y;
            if (a == null)
                return b == null;
            if (b == null)
                return false;
            IEquatable<T> e = a as IEquatable<T>;
            if (e != null)
                return e.Equals(y);
            return a.Equals(b);
        }

        public virtual int GetHashCode(T obj)
        {
            object a = obj;
            return a == null ? 0 : a.GetHashCode();
        }
    }
}
