// System.Tuple<...> (reference tuples; generic definitions only, compiled
// with a program that names Tuple: frontend/gensrc.c). Tuple.Create is not
// here yet: the corelib keeps only files of generic types as source, and
// gensrc.c reads the word after each type keyword of this text as a name.
using System;

namespace System
{
    public class Tuple<T1, T2>
    {
        private T1 m_Item1;
        private T2 m_Item2;

        public Tuple(T1 item1, T2 item2)
        {
            m_Item1 = item1;
            m_Item2 = item2;
        }

        public T1 Item1 { get { return m_Item1; } }
        public T2 Item2 { get { return m_Item2; } }

        public override bool Equals(object obj)
        {
            Tuple<T1, T2> other = obj as Tuple<T1, T2>;
            if (other == null)
                return false;
            object a = m_Item1, b = other.m_Item1, c = m_Item2, d = other.m_Item2;
            return (a == null ? b == null : a.Equals(b)) && (c == null ? d == null : c.Equals(d));
        }

        public override int GetHashCode()
        {
            object a = m_Item1, b = m_Item2;
            int h1 = a == null ? 0 : a.GetHashCode(), h2 = b == null ? 0 : b.GetHashCode();
            return ((h1 << 5) + h1) ^ h2;
        }

        public override string ToString()
        {
            object a = m_Item1, b = m_Item2;
            return "(" + a + ", " + b + ")";
        }
    }

    public class Tuple<T1, T2, T3>
    {
        private T1 m_Item1;
        private T2 m_Item2;
        private T3 m_Item3;

        public Tuple(T1 item1, T2 item2, T3 item3)
        {
            m_Item1 = item1;
            m_Item2 = item2;
            m_Item3 = item3;
        }

        public T1 Item1 { get { return m_Item1; } }
        public T2 Item2 { get { return m_Item2; } }
        public T3 Item3 { get { return m_Item3; } }

        public override bool Equals(object obj)
        {
            Tuple<T1, T2, T3> other = obj as Tuple<T1, T2, T3>;
            if (other == null)
                return false;
            object a = m_Item1, b = other.m_Item1, c = m_Item2, d = other.m_Item2, e = m_Item3, f = other.m_Item3;
            return (a == null ? b == null : a.Equals(b)) && (c == null ? d == null : c.Equals(d)) &&
                   (e == null ? f == null : e.Equals(f));
        }

        public override int GetHashCode()
        {
            object a = m_Item1, b = m_Item2, c = m_Item3;
            int h1 = a == null ? 0 : a.GetHashCode(), h2 = b == null ? 0 : b.GetHashCode(), h3 = c == null ? 0 : c.GetHashCode();
            int h12 = ((h1 << 5) + h1) ^ h2;
            return ((h12 << 5) + h12) ^ h3;
        }

        public override string ToString()
        {
            object a = m_Item1, b = m_Item2, c = m_Item3;
            return "(" + a + ", " + b + ", " + c + ")";
        }
    }
}
