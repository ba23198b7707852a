// Queue<T> (docs/collections.md): generic definitions only, so the
// corelib keeps this file's source and a program that names Queue
// compiles it (docs/generics.md). .NET 8's members, growth and messages.
using System;
using System.Collections;

namespace System.Collections.Generic
{
    public class Queue<T> : IReadOnlyCollection<T>
    {
        private T[] _array;
        private int _head;
        private int _size;
        private int _version;

        private const string NeedNonNeg = "Non-negative number required.";

        public Queue()
        {
            _array = new T[0];
        }

        public Queue(int capacity)
        {
            if (capacity < 0)
                throw new ArgumentOutOfRangeException("capacity", NeedNonNeg);
            _array = new T[capacity];
        }

        public Queue(IEnumerable<T> collection)
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
                Enqueue(item);
        }

        public int Count
        {
            get { return _size; }
        }

        public void Enqueue(T item)
        {
            if (_size == _array.Length)
                Grow(_size + 1);
            _array[(_head + _size) % _array.Length] = item;
            _size++;
            _version++;
        }

        // .NET's growth: twice the capacity, at least 4 more, at least
        // what is asked for.
        private void Grow(int capacity)
        {
            int n = 2 * _array.Length;
            if (n < _array.Length + 4)
                n = _array.Length + 4;
            if (n < capacity)
                n = capacity;
            SetCapacity(n);
        }

        private void SetCapacity(int n)
        {
            T[] a = new T[n];
            for (int i = 0; i < _size; i++)
                a[i] = _array[(_head + i) % _array.Length];
            _array = a;
            _head = 0;
            _version++;
        }

        public T Dequeue()
        {
            if (_size == 0)
                throw new InvalidOperationException("Queue empty.");
            T item;
            TryDequeue(out item);
            return item;
        }

        public bool TryDequeue(out T result)
        {
            if (_size == 0) {
                result = default(T);
                return false;
            }
            result = _array[_head];
            _array[_head] = default(T);
            _head = (_head + 1) % _array.Length;
            _size--;
            _version++;
            return true;
        }

        public T Peek()
        {
            if (_size == 0)
                throw new InvalidOperationException("Queue empty.");
            return _array[_head];
        }

        public bool TryPeek(out T result)
        {
            if (_size == 0) {
                result = default(T);
                return false;
            }
            result = _array[_head];
            return true;
        }

        public void Clear()
        {
            for (int i = 0; i < _size; i++)
                _array[(_head + i) % _array.Length] = default(T);
            _head = 0;
            _size = 0;
            _version++;
        }

        public bool Contains(T item)
        {
            EqualityComparer<T> eq = EqualityComparer<T>.Default;
            for (int i = 0; i < _size; i++)
                if (eq.Equals(_array[(_head + i) % _array.Length], item))
                    return true;
            return false;
        }

        public T[] ToArray()
        {
            T[] a = new T[_size];
            for (int i = 0; i < _size; i++)
                a[i] = _array[(_head + i) % _array.Length];
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
                array[arrayIndex + i] = _array[(_head + i) % _array.Length];
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
            if (_size < threshold)
                SetCapacity(_size);
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

        /* From the head; _index -1 before the first MoveNext, -2 after the last. */
        public struct Enumerator : IEnumerator<T>
        {
            private Queue<T> _queue;
            private int _index;
            private int _version;
            private T _current;

            internal Enumerator(Queue<T> queue)
            {
                _queue = queue;
                _version = queue._version;
                _index = -1;
                _current = default(T);
            }

            public void Dispose()
            {
                _index = -2;
                _current = default(T);
            }

            public bool MoveNext()
            {
                if (_version != _queue._version)
                    throw new InvalidOperationException("Collection was modified; enumeration operation may not execute.");
                if (_index == -2)
                    return false;
                _index++;
                if (_index == _queue._size) {
                    _index = -2;
                    _current = default(T);
                    return false;
                }
                _current = _queue._array[(_queue._head + _index) % _queue._array.Length];
                return true;
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
                throw new InvalidOperationException(index == -1 ? "Enumeration has not started. Call MoveNext." : "Enumeration already finished.");
            }

            object IEnumerator.Current
            {
                get { return Current; }
            }

            void IEnumerator.Reset()
            {
                if (_version != _queue._version)
                    throw new InvalidOperationException("Collection was modified; enumeration operation may not execute.");
                _index = -1;
                _current = default(T);
            }
        }
    }
}
