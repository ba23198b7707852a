// generic source
// System.Tuple<...> (reference tuples) and the static class Tuple (Create):
// compiled with a program that names Tuple (frontend/gensrc.c).
using System;
using System.Collections.Generic;

namespace System
{
    public static class Tuple
    {
        public static Tuple<T1, T2> Create<T1, T2>(T1 item1, T2 item2)
        {
            return new Tuple<T1, T2>(item1, item2);
        }

        public static Tuple<T1, T2, T3> Create<T1, T2, T3>(T1 item1, T2 item2, T3 item3)
        {
            return new Tuple<T1, T2, T3>(item1, item2, item3);
        }

        public static Tuple<T1, T2, T3, T4> Create<T1, T2, T3, T4>(T1 item1, T2 item2, T3 item3, T4 item4)
        {
            return new Tuple<T1, T2, T3, T4>(item1, item2, item3, item4);
        }
    }

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

    public class Tuple<T1, T2, T3, T4>
    {
        private T1 m_Item1;
        private T2 m_Item2;
        private T3 m_Item3;
        private T4 m_Item4;

        public Tuple(T1 item1, T2 item2, T3 item3, T4 item4)
        {
            m_Item1 = item1;
            m_Item2 = item2;
            m_Item3 = item3;
            m_Item4 = item4;
        }

        public T1 Item1 { get { return m_Item1; } }
        public T2 Item2 { get { return m_Item2; } }
        public T3 Item3 { get { return m_Item3; } }
        public T4 Item4 { get { return m_Item4; } }

        public override bool Equals(object obj)
        {
            Tuple<T1, T2, T3, T4> other = obj as Tuple<T1, T2, T3, T4>;
            if (other == null)
                return false;
            return EqualityComparer<T1>.Default.Equals(m_Item1, other.m_Item1) &&
                   EqualityComparer<T2>.Default.Equals(m_Item2, other.m_Item2) &&
                   EqualityComparer<T3>.Default.Equals(m_Item3, other.m_Item3) &&
                   EqualityComparer<T4>.Default.Equals(m_Item4, other.m_Item4);
        }

        public override int GetHashCode()
        {
            int h = EqualityComparer<T1>.Default.GetHashCode(m_Item1);
            h = ((h << 5) + h) ^ EqualityComparer<T2>.Default.GetHashCode(m_Item2);
            h = ((h << 5) + h) ^ EqualityComparer<T3>.Default.GetHashCode(m_Item3);
            return ((h << 5) + h) ^ EqualityComparer<T4>.Default.GetHashCode(m_Item4);
        }

        public override string ToString()
        {
            object a = m_Item1, b = m_Item2, c = m_Item3, d = m_Item4;
            return "(" + a + ", " + b + ", " + c + ", " + d + ")";
        }
    }
}
