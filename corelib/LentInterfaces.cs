// The primitives' and string's generic interfaces, lent to their boxes and
// to string by the loader (docs/interfaces.md, "Lent interfaces"; the
// frontend's sema_lent_iface.c). Generic definitions only; these classes are
// never made as objects, and their first field names the type served.
using System;
using System.Collections;

namespace System.Collections.Generic
{
    // A box of T (or a string) as IComparable<T>, IEquatable<T>.
    internal sealed class ValueAsComparable<T> : IComparable<T>, IEquatable<T>
        where T : IComparable<T>, IEquatable<T>
    {
        private T _value;

        private ValueAsComparable()
        {
        }

        private T Self()
        {
            return (T)(object)this;
        }

        public int CompareTo(T other)
        {
            return Self().CompareTo(other);
        }

        public bool Equals(T other)
        {
            return Self().Equals(other);
        }
    }

    // A string as IEnumerable<char>; generic (TChar unused) so that only a
    // program converting a string compiles it.
    internal sealed class StringAsEnumerable<TChar> : IEnumerable<char>
    {
        private string _string;

        private StringAsEnumerable()
        {
        }

        private string Self()
        {
            return (string)(object)this;
        }

        public IEnumerator<char> GetEnumerator()
        {
            return new Enumerator(Self().GetEnumerator());
        }

        IEnumerator IEnumerable.GetEnumerator()
        {
            return Self().GetEnumerator();
        }

        // Kiln's CharEnumerator, as an IEnumerator<char> (.NET's is one).
        private sealed class Enumerator : IEnumerator<char>
        {
            private CharEnumerator _chars;

            public Enumerator(CharEnumerator chars)
            {
                _chars = chars;
            }

            public char Current
            {
                get { return _chars.Current; }
            }

            object IEnumerator.Current
            {
                get { return _chars.Current; }
            }

            public bool MoveNext()
            {
                return _chars.MoveNext();
            }

            public void Reset()
            {
                _chars.Reset();
            }

            public void Dispose()
            {
            }
        }
    }
}
