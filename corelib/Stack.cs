// Stack<T> (docs/collections.md): generic definitions only, so the
// corelib keeps this file's source and a program that names Stack
// compiles it (docs/generics.md). .NET 8's members, growth and messages.
using System;
using System.Collections;

namespace System.Collections.Generic
{
    public class Stack<T> : IReadOnlyCollection<T>
    {
        private T[] _array;
        private int _size;
        private int _version;

        private const string NeedNonNeg = "Non-negative number required.";

        public Stack()
        {
            _array = new T[0];
        }

        public Stack(int capacity)
        {
            if (capacity < 0)
                throw new ArgumentOutOfRangeException("capacity", NeedNonNeg);
            _array = new T[capacity];
        }

        public Stack(IEnumerable<T> collection)
        {
            if (collection == null)
                throw new ArgumentNullException("collection");
            ICollection<T> c = collection as ICollection<T>;
            if (c != null) {
                _array = new T[c.Count];
                c.CopyTo(_array, 0);
                _size = c.Count;
                return;
            }
            _array = new T[0];
            foreach (T item in collection)
                Push(item);
        }

        public int Count
        {
            get { return _size; }
        }

        public void Push(T item)
        {
            if (_size == _array.Length)
                Grow(_size + 1);
            _array[_size] = item;
            _size++;
            _version++;
        }

        // .NET's growth: 4, then doubling, at least what is asked for.
        private void Grow(int capacity)
        {
            int n = _array.Length == 0 ? 4 : 2 * _array.Length;
            if (n < capacity)
                n = capacity;
            SetCapacity(n);
        }

        private void SetCapacity(int n)
        {
            T[] a = new T[n];
            for (int i = 0; i < _size; i++)
                a[i] = _array[i];
            _array = a;
        }

        public T Pop()
        {
            if (_size == 0)
                throw new InvalidOperationException("Stack empty.");
            _version++;
            _size--;
            T item = _array[_size];
            _array[_size] = default(T);
            return item;
        }

        public bool TryPop(out T result)
        {
            if (_size == 0) {
                result = default(T);
                return false;
            }
            _version++;
            _size--;
            result = _array[_size];
            _array[_size] = default(T);
            return true;
        }

        public T Peek()
        {
            if (_size == 0)
                throw new InvalidOperationException("Stack empty.");
            return _array[_size - 1];
        }

        public bool TryPeek(out T result)
        {
            if (_size == 0) {
                result = default(T);
                return false;
            }
            result = _array[_size - 1];
            return true;
        }

        public void Clear()
        {
            for (int i = 0; i < _size; i++)
                _array[i] = default(T);
            _size = 0;
            _version++;
        }

        public bool Contains(T item)
        {
            EqualityComparer<T> eq = EqualityComparer<T>.Default;
            for (int i = _size - 1; i >= 0; i--)
                if (eq.Equals(_array[i], item))
                    return true;
            return false;
        }

        // Top first, as Pop would return them.
        public T[] ToArray()
        {
            T[] a = new T[_size];
            for (int i = 0; i < _size; i++)
                a[i] = _array[_size - 1 - i];
            return a;
        }

        public void CopyTo(T[] array, int arrayIndex)
        {
            if (array == null)
                throw new ArgumentNullException("array");
            if (arrayIndex < 0 || arrayIndex > array.Length)
                throw new ArgumentOutOfRangeException("arrayIndex", "Index was out of range. Must be non-negative and less than or equal to the size of the collection.");
            if (array.Length - arrayIndex < _size)
                throw new ArgumentException("Offset and length were out of bounds for the array or count is greater than the number of elements from index to the end of the source collection.");
            for (int i = 0; i < _size; i++)
                array[arrayIndex + i] = _array[_size - 1 - i];
        }

        public int EnsureCapacity(int capacity)
        {
            if (capacity < 0)
                throw new ArgumentOutOfRangeException("capacity", NeedNonNeg);
            if (_array.Length < capacity)
                Grow(capacity);
            return _array.Length;
        }

        // Shrinks to Count when less than 90% of the capacity is used.
        public void TrimExcess()
        {
            int threshold = (int)(_array.Length * 0.9);
            if (_size < threshold) {
                SetCapacity(_size);
                _version++;
            }
        }

        public Enumerator GetEnumerator()
        {
            return new Enumerator(this);
        }

        IEnumerator<T> IEnumerable<T>.GetEnumerator()
        {
            return new Enumerator(this);
        }

        IEnumerator IEnumerable.GetEnumerator()
        {
            return new Enumerator(this);
        }

        /* From the top down; _index -2 before the first MoveNext, -1 after the last. */
        public struct Enumerator : IEnumerator<T>
        {
            private Stack<T> _stack;
            private int _index;
            private int _version;
            private T _current;

            internal Enumerator(Stack<T> stack)
            {
                _stack = stack;
                _version = stack._version;
                _index = -2;
                _current = default(T);
            }

            public void Dispose()
            {
                _index = -1;
            }

            public bool MoveNext()
            {
                if (_version != _stack._version)
                    throw new InvalidOperationException("Collection was modified; enumeration operation may not execute.");
                if (_index == -2) {
                    _index = _stack._size - 1;
                } else {
                    if (_index == -1)
                        return false;
                    _index--;
                }
                if (_index >= 0) {
                    _current = _stack._array[_index];
                    return true;
                }
                _current = default(T);
                return false;
            }

            public T Current
            {
                get
                {
                    if (_index < 0)
                        ThrowState(_index);
                    return _current;
                }
            }

            private static void ThrowState(int index)
            {
                throw new InvalidOperationException(index == -2 ? "Enumeration has not started. Call MoveNext." : "Enumeration already finished.");
            }

            object IEnumerator.Current
            {
                get { return Current; }
            }

            void IEnumerator.Reset()
            {
                if (_version != _stack._version)
                    throw new InvalidOperationException("Collection was modified; enumeration operation may not execute.");
                _index = -2;
                _current = default(T);
            }
        }
    }
}
