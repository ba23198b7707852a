// T[]'s generic collection interfaces (docs/interfaces.md, "Arrays"):
// IList<T>, ICollection<T>, IEnumerable<T>, IReadOnlyList<T> and
// IReadOnlyCollection<T> (and IEnumerable through them), and the
// non-generic ICollection (Collection.cs: Count and enumeration), with
// .NET 8's behaviour: a fixed-size, writable list.
//
// ArrayAsList<T> is never made as an object. The frontend makes its
// instance for each T whose array a program converts to one of these
// interfaces (or casts one of them from another type) and flags it
// KMOD_TYPE_LENDS_IFACES; the loader then gives T[] (the type of the first
// field, _array) the itab of ArrayAsList<T>, so a call through one of them on an
// array runs these methods with `this` the array itself, read back through
// Self(). Generic definitions only: the corelib keeps this file's source,
// and GenericInterfaces.cs names ArrayAsList, so a program that names those
// interfaces compiles this file too (frontend/gensrc.c).
using System;
using System.Collections;

namespace System.Collections.Generic
{
    internal sealed class ArrayAsList<T> : IList<T>, IReadOnlyList<T>, ICollection
    {
        private T[] _array;   // never set: its type is the array type served

        private ArrayAsList()
        {
        }

        private T[] Self()
        {
            return (T[])(object)this;
        }

        private static void FixedSize()
        {
            throw new NotSupportedException("Collection was of a fixed size.");
        }

        public int Count
        {
            get { return Self().Length; }
        }

        public bool IsReadOnly
        {
            get { return true; }
        }

        public T this[int index]
        {
            get
            {
                T[] a = Self();
                if ((uint)index >= (uint)a.Length)
                    throw new ArgumentOutOfRangeException("index", "Index was out of range. Must be non-negative and less than the size of the collection.");
                return a[index];
            }
            set
            {
                T[] a = Self();
                if ((uint)index >= (uint)a.Length)
                    throw new ArgumentOutOfRangeException("index", "Index was out of range. Must be non-negative and less than the size of the collection.");
                a[index] = value;
            }
        }

        public int IndexOf(T item)
        {
            T[] a = Self();
            EqualityComparer<T> eq = EqualityComparer<T>.Default;
            for (int i = 0; i < a.Length; i++)
                if (eq.Equals(a[i], item))
                    return i;
            return -1;
        }

        public bool Contains(T item)
        {
            return IndexOf(item) >= 0;
        }

        // Array.Copy(this, 0, array, arrayIndex, Length)'s checks, as .NET's.
        public void CopyTo(T[] array, int arrayIndex)
        {
            T[] a = Self();
            if (array == null)
                throw new ArgumentNullException("destinationArray");
            if (arrayIndex < 0)
                throw new ArgumentOutOfRangeException("destinationIndex", "Number was less than the array's lower bound in the first dimension.");
            if (arrayIndex > array.Length - a.Length)
                throw new ArgumentException("Destination array was not long enough. Check the destination index, length, and the array's lower bounds.", "destinationArray");
            if (a == array && arrayIndex > 0) {
                for (int i = a.Length - 1; i >= 0; i--)
                    array[arrayIndex + i] = a[i];
            } else {
                for (int i = 0; i < a.Length; i++)
                    array[arrayIndex + i] = a[i];
            }
        }

        public void Add(T item)
        {
            FixedSize();
        }

        public void Insert(int index, T item)
        {
            FixedSize();
        }

        public bool Remove(T item)
        {
            FixedSize();
            return false;
        }

        public void RemoveAt(int index)
        {
            FixedSize();
        }

        public void Clear()
        {
            throw new NotSupportedException("Collection is read-only.");
        }

        public IEnumerator<T> GetEnumerator()
        {
            return new ArrayEnumerator<T>(Self());
        }

        IEnumerator IEnumerable.GetEnumerator()
        {
            return new ArrayEnumerator<T>(Self());
        }
    }

    // An array's enumerator through its interfaces: no version (storing
    // into the array while enumerating is allowed), Current outside the
    // enumeration throws as .NET's.
    internal sealed class ArrayEnumerator<T> : IEnumerator<T>
    {
        private T[] _array;
        private int _index;

        public ArrayEnumerator(T[] array)
        {
            _array = array;
            _index = -1;
        }

        public bool MoveNext()
        {
            int next = _index + 1;
            if (next < _array.Length) {
                _index = next;
                return true;
            }
            _index = _array.Length;
            return false;
        }

        public T Current
        {
            get
            {
                if (_index < 0)
                    throw new InvalidOperationException("Enumeration has not started. Call MoveNext.");
                if (_index >= _array.Length)
                    throw new InvalidOperationException("Enumeration already finished.");
                return _array[_index];
            }
        }

        object IEnumerator.Current
        {
            get { return Current; }
        }

        public void Reset()
        {
            _index = -1;
        }

        public void Dispose()
        {
        }
    }
}
