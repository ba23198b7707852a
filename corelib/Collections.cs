// The generic collections (docs/generics.md): generic definitions only.
// The corelib keeps this file's source in its module (section 16) and
// every program compiles it with its own code, so what is written here
// uses only the corelib's public members. Each collection's enumerator is
// a public struct (List<T>.Enumerator: foreach over a List<T> allocates
// nothing; through IEnumerable<T> it is boxed, as on .NET) that checks the
// collection's version on every MoveNext.
using System;
using System.Collections;

namespace System.Collections.Generic
{
    public class List<T> : IList<T>, IReadOnlyList<T>
    {
        private T[] _items;
        private int _size;
        private int _version;

        public List()
        {
            _items = new T[0];
        }

        public List(int capacity)
        {
            if (capacity < 0)
                throw new ArgumentOutOfRangeException("capacity", "Non-negative number required.");
            _items = new T[capacity];
        }

        public int Count
        {
            get { return _size; }
        }

        public int Capacity
        {
            get { return _items.Length; }
            set
            {
                if (value < _size)
                    throw new ArgumentOutOfRangeException("value", "capacity was less than the current size.");
                if (value != _items.Length)
                    Resize(value);
            }
        }

        public T this[int index]
        {
            get
            {
                if ((uint)index >= (uint)_size)
                    ThrowIndex();
                return _items[index];
            }
            set
            {
                if ((uint)index >= (uint)_size)
                    ThrowIndex();
                _items[index] = value;
                _version++;
            }
        }

        private static void ThrowIndex()
        {
            throw new ArgumentOutOfRangeException("index", "Index was out of range. Must be non-negative and less than the size of the collection.");
        }

        private void Resize(int capacity)
        {
            T[] items = new T[capacity];
            for (int i = 0; i < _size; i++)
                items[i] = _items[i];
            _items = items;
        }

        private void Grow(int min)
        {
            int capacity = _items.Length == 0 ? 4 : 2 * _items.Length;
            if (capacity < min)
                capacity = min;
            Resize(capacity);
        }

        public void Add(T item)
        {
            _version++;
            if (_size == _items.Length)
                Grow(_size + 1);
            _items[_size] = item;
            _size++;
        }

        public void AddRange(T[] items)
        {
            if (items == null)
                throw new ArgumentNullException("collection");
            for (int i = 0; i < items.Length; i++)
                Add(items[i]);
        }

        public void Insert(int index, T item)
        {
            if ((uint)index > (uint)_size)
                throw new ArgumentOutOfRangeException("index", "Index must be within the bounds of the List.");
            if (_size == _items.Length)
                Grow(_size + 1);
            for (int i = _size; i > index; i--)
                _items[i] = _items[i - 1];
            _items[index] = item;
            _size++;
            _version++;
        }

        public void RemoveAt(int index)
        {
            if ((uint)index >= (uint)_size)
                ThrowIndex();
            _size--;
            for (int i = index; i < _size; i++)
                _items[i] = _items[i + 1];
            _items[_size] = default(T);
            _version++;
        }

        public bool Remove(T item)
        {
            int index = IndexOf(item);
            if (index < 0)
                return false;
            RemoveAt(index);
            return true;
        }

        public void Clear()
        {
            _version++;
            for (int i = 0; i < _size; i++)
                _items[i] = default(T);
            _size = 0;
        }

        private static bool Same(T a, T b)
        {
            object x = a;
            object y = b;
            if (x == null)
                return y == null;
            return x.Equals(y);
        }

        public int IndexOf(T item)
        {
            for (int i = 0; i < _size; i++)
                if (Same(_items[i], item))
                    return i;
            return -1;
        }

        public int LastIndexOf(T item)
        {
            for (int i = _size - 1; i >= 0; i--)
                if (Same(_items[i], item))
                    return i;
            return -1;
        }

        public bool Contains(T item)
        {
            return IndexOf(item) >= 0;
        }

        public T[] ToArray()
        {
            T[] a = new T[_size];
            for (int i = 0; i < _size; i++)
                a[i] = _items[i];
            return a;
        }

        public void CopyTo(T[] array)
        {
            CopyTo(array, 0);
        }

        public void CopyTo(T[] array, int arrayIndex)
        {
            if (array == null)
                throw new ArgumentNullException("array");
            if (arrayIndex < 0)
                throw new ArgumentOutOfRangeException("arrayIndex", "Non-negative number required.");
            if (array.Length - arrayIndex < _size)
                throw new ArgumentException("Destination array was not long enough. Check the destination index, length, and the array's lower bounds.", "destinationArray");
            for (int i = 0; i < _size; i++)
                array[arrayIndex + i] = _items[i];
        }

        bool ICollection<T>.IsReadOnly
        {
            get { return false; }
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

        public struct Enumerator : IEnumerator<T>
        {
            private List<T> _list;
            private int _index;
            private int _version;
            private T _current;

            internal Enumerator(List<T> list)
            {
                _list = list;
                _index = 0;
                _version = list._version;
                _current = default(T);
            }

            public void Dispose()
            {
            }

            public bool MoveNext()
            {
                List<T> list = _list;
                if (_version == list._version && (uint)_index < (uint)list._size) {
                    _current = list._items[_index];
                    _index++;
                    return true;
                }
                if (_version != _list._version)
                    throw new InvalidOperationException("Collection was modified; enumeration operation may not execute.");
                _index = _list._size + 1;
                _current = default(T);
                return false;
            }

            public T Current
            {
                get { return _current; }
            }

            object IEnumerator.Current
            {
                get
                {
                    if (_index == 0 || _index == _list._size + 1)
                        throw new InvalidOperationException("Enumeration has either not started or has already finished.");
                    return _current;
                }
            }

            void IEnumerator.Reset()
            {
                if (_version != _list._version)
                    throw new InvalidOperationException("Collection was modified; enumeration operation may not execute.");
                _index = 0;
                _current = default(T);
            }
        }

        public void Reverse()
        {
            _version++;
            for (int i = 0, j = _size - 1; i < j; i++, j--) {
                T t = _items[i];
                _items[i] = _items[j];
                _items[j] = t;
            }
        }

        // ---- ranges, copies and capacity (docs/collections.md)

        public List(IEnumerable<T> collection)
        {
            if (collection == null)
                throw new ArgumentNullException("collection");
            _items = new T[0];
            AddEnumerable(collection);
        }

        // Arrays do not implement IEnumerable<T> in Kiln yet: the overloads
        // that take one stand for .NET's IEnumerable<T> ones.
        public List(T[] collection)
        {
            if (collection == null)
                throw new ArgumentNullException("collection");
            _items = new T[collection.Length];
            for (int i = 0; i < collection.Length; i++)
                _items[i] = collection[i];
            _size = collection.Length;
        }

        public void AddRange(IEnumerable<T> collection)
        {
            if (collection == null)
                throw new ArgumentNullException("collection");
            AddEnumerable(collection);
        }

        private void AddEnumerable(IEnumerable<T> collection)
        {
            ICollection<T> c = collection as ICollection<T>;
            if (c != null) {
                InsertCollection(_size, c);
                return;
            }
            foreach (T item in collection)
                Add(item);
        }

        // Inserts c's items at index: sized once, copied through CopyTo (so
        // a list inserted into itself copies its old contents).
        private void InsertCollection(int index, ICollection<T> c)
        {
            int n = c.Count;
            if (n == 0)
                return;
            if (_items.Length - _size < n)
                Grow(_size + n);
            T[] tmp = new T[n];
            c.CopyTo(tmp, 0);
            OpenGap(index, n);
            for (int i = 0; i < n; i++)
                _items[index + i] = tmp[i];
        }

        private void OpenGap(int index, int n)
        {
            for (int i = _size - 1; i >= index; i--)
                _items[i + n] = _items[i];
            _size += n;
            _version++;
        }

        public void InsertRange(int index, IEnumerable<T> collection)
        {
            if (collection == null)
                throw new ArgumentNullException("collection");
            if ((uint)index > (uint)_size)
                throw new ArgumentOutOfRangeException("index", "Index must be within the bounds of the List.");
            ICollection<T> c = collection as ICollection<T>;
            if (c != null) {
                InsertCollection(index, c);
                return;
            }
            foreach (T item in collection)
                Insert(index++, item);
        }

        public void InsertRange(int index, T[] collection)
        {
            if (collection == null)
                throw new ArgumentNullException("collection");
            if ((uint)index > (uint)_size)
                throw new ArgumentOutOfRangeException("index", "Index must be within the bounds of the List.");
            int n = collection.Length;
            if (_items.Length - _size < n)
                Grow(_size + n);
            OpenGap(index, n);
            for (int i = 0; i < n; i++)
                _items[index + i] = collection[i];
        }

        // index and count name a range inside the list (.NET's checks).
        private void CheckRange(int index, int count)
        {
            if (index < 0)
                throw new ArgumentOutOfRangeException("index", "Non-negative number required.");
            if (count < 0)
                throw new ArgumentOutOfRangeException("count", "Non-negative number required.");
            if (_size - index < count)
                throw new ArgumentException("Offset and length were out of bounds for the array or count is greater than the number of elements from index to the end of the source collection.");
        }

        public List<T> GetRange(int index, int count)
        {
            CheckRange(index, count);
            List<T> r = new List<T>(count);
            for (int i = 0; i < count; i++)
                r._items[i] = _items[index + i];
            r._size = count;
            return r;
        }

        public List<T> Slice(int start, int length)
        {
            return GetRange(start, length);
        }

        public void RemoveRange(int index, int count)
        {
            CheckRange(index, count);
            if (count == 0)
                return;
            _size -= count;
            for (int i = index; i < _size; i++)
                _items[i] = _items[i + count];
            for (int i = _size; i < _size + count; i++)
                _items[i] = default(T);
            _version++;
        }

        public void Reverse(int index, int count)
        {
            CheckRange(index, count);
            _version++;
            for (int i = index, j = index + count - 1; i < j; i++, j--) {
                T t = _items[i];
                _items[i] = _items[j];
                _items[j] = t;
            }
        }

        public int IndexOf(T item, int index)
        {
            if ((uint)index > (uint)_size)
                throw new ArgumentOutOfRangeException("index", "Index was out of range. Must be non-negative and less than or equal to the size of the collection.");
            return IndexOf(item, index, _size - index);
        }

        public int IndexOf(T item, int index, int count)
        {
            if ((uint)index > (uint)_size)
                throw new ArgumentOutOfRangeException("index", "Index was out of range. Must be non-negative and less than or equal to the size of the collection.");
            if (count < 0 || index > _size - count)
                throw new ArgumentOutOfRangeException("count", "Count must be positive and count must refer to a location within the string/array/collection.");
            for (int i = index; i < index + count; i++)
                if (Same(_items[i], item))
                    return i;
            return -1;
        }

        public int LastIndexOf(T item, int index)
        {
            if (index >= _size)
                throw new ArgumentOutOfRangeException("index", "Index was out of range. Must be non-negative and less than the size of the collection.");
            return LastIndexOf(item, index, index + 1);
        }

        public int LastIndexOf(T item, int index, int count)
        {
            if (_size != 0 && index < 0)
                throw new ArgumentOutOfRangeException("index", "Non-negative number required.");
            if (_size != 0 && count < 0)
                throw new ArgumentOutOfRangeException("count", "Non-negative number required.");
            if (_size == 0)
                return -1;
            if (index >= _size)
                throw new ArgumentOutOfRangeException("index", "Index was out of range. Must be non-negative and less than the size of the collection.");
            if (count > index + 1)
                throw new ArgumentOutOfRangeException("count", "Count must be positive and count must refer to a location within the string/array/collection.");
            for (int i = index; i > index - count; i--)
                if (Same(_items[i], item))
                    return i;
            return -1;
        }

        // Array.Copy's checks and messages, which .NET's CopyTo reaches.
        public void CopyTo(int index, T[] array, int arrayIndex, int count)
        {
            if (_size - index < count)
                throw new ArgumentException("Offset and length were out of bounds for the array or count is greater than the number of elements from index to the end of the source collection.");
            if (array == null)
                throw new ArgumentNullException("destinationArray");
            if (count < 0)
                throw new ArgumentOutOfRangeException("length", "Non-negative number required.");
            if (index < 0)
                throw new ArgumentOutOfRangeException("sourceIndex", "Number was less than the array's lower bound in the first dimension.");
            if (arrayIndex < 0)
                throw new ArgumentOutOfRangeException("destinationIndex", "Number was less than the array's lower bound in the first dimension.");
            if (array.Length - arrayIndex < count)
                throw new ArgumentException("Destination array was not long enough. Check the destination index, length, and the array's lower bounds.", "destinationArray");
            for (int i = 0; i < count; i++)
                array[arrayIndex + i] = _items[index + i];
        }

        public int EnsureCapacity(int capacity)
        {
            if (capacity < 0)
                throw new ArgumentOutOfRangeException("capacity", "Non-negative number required.");
            if (_items.Length < capacity)
                Grow(capacity);
            return _items.Length;
        }

        public void TrimExcess()
        {
            int threshold = (int)(_items.Length * 0.9);
            if (_size < threshold)
                Capacity = _size;
        }

        // The index of item in the sorted list, or the complement of where
        // it would go (the default order, as Sort()).
        public int BinarySearch(T item)
        {
            return BinarySearch(0, _size, item);
        }

        private int BinarySearch(int index, int count, T item)
        {
            int lo = index, hi = index + count - 1;
            while (lo <= hi) {
                int mid = lo + ((hi - lo) >> 1);
                int c = Order(_items[mid], item);
                if (c == 0)
                    return mid;
                if (c < 0)
                    lo = mid + 1;
                else
                    hi = mid - 1;
            }
            return ~lo;
        }

        /* The default order of the primitive types and strings (what
         * Comparer<T>.Default gives them); other element types need
         * IComparable, which Kiln does not have yet. */
        private static int Order(T a, T b)
        {
            object x = a;
            object y = b;
            if (x == null)
                return y == null ? 0 : -1;
            if (y == null)
                return 1;
            if (x is int)
                return Cmp((int)x, (int)y);
            if (x is long)
                return (long)x < (long)y ? -1 : (long)x > (long)y ? 1 : 0;
            if (x is double)
                return CmpDouble((double)x, (double)y);
            if (x is string)
                return string.Compare((string)x, (string)y);
            if (x is char)
                return Cmp((char)x, (char)y);
            if (x is uint)
                return (uint)x < (uint)y ? -1 : (uint)x > (uint)y ? 1 : 0;
            if (x is ulong)
                return (ulong)x < (ulong)y ? -1 : (ulong)x > (ulong)y ? 1 : 0;
            if (x is byte)
                return Cmp((byte)x, (byte)y);
            if (x is bool)
                return Cmp((bool)x ? 1 : 0, (bool)y ? 1 : 0);
            throw new InvalidOperationException("Failed to compare two elements in the array.");
        }

        /* double's order: NaN first, equal to itself */
        private static int CmpDouble(double a, double b)
        {
            if (a < b)
                return -1;
            if (a > b)
                return 1;
            if (a == b)
                return 0;
            if (a != a)
                return b != b ? 0 : -1;
            return 1;
        }

        private static int Cmp(int a, int b)
        {
            return a < b ? -1 : a > b ? 1 : 0;
        }

        public void Sort()
        {
            _version++;
            /* heap sort: equal elements of these types cannot be told apart,
             * so any correct order is .NET's */
            for (int start = _size / 2 - 1; start >= 0; start--)
                SiftDown(start, _size);
            for (int end = _size - 1; end > 0; end--) {
                T t = _items[0];
                _items[0] = _items[end];
                _items[end] = t;
                SiftDown(0, end);
            }
        }

        private void SiftDown(int root, int end)
        {
            while (2 * root + 1 < end) {
                int child = 2 * root + 1;
                if (child + 1 < end && Order(_items[child], _items[child + 1]) < 0)
                    child++;
                if (Order(_items[root], _items[child]) >= 0)
                    return;
                T t = _items[root];
                _items[root] = _items[child];
                _items[child] = t;
                root = child;
            }
        }
    }

    public class Stack<T> : IReadOnlyCollection<T>
    {
        private T[] _array;
        private int _size;
        private int _version;

        public Stack()
        {
            _array = new T[0];
        }

        public int Count
        {
            get { return _size; }
        }

        public void Push(T item)
        {
            if (_size == _array.Length) {
                T[] a = new T[_array.Length == 0 ? 4 : 2 * _array.Length];
                for (int i = 0; i < _size; i++)
                    a[i] = _array[i];
                _array = a;
            }
            _array[_size] = item;
            _size++;
            _version++;
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

        public T Peek()
        {
            if (_size == 0)
                throw new InvalidOperationException("Stack empty.");
            return _array[_size - 1];
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
            for (int i = 0; i < _size; i++) {
                object x = _array[i];
                object y = item;
                if (x == null ? y == null : x.Equals(y))
                    return true;
            }
            return false;
        }

        public T[] ToArray()
        {
            T[] a = new T[_size];
            for (int i = 0; i < _size; i++)
                a[i] = _array[_size - 1 - i];
            return a;
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

    public class Queue<T> : IReadOnlyCollection<T>
    {
        private T[] _array;
        private int _head;
        private int _size;
        private int _version;

        public Queue()
        {
            _array = new T[0];
        }

        public int Count
        {
            get { return _size; }
        }

        public void Enqueue(T item)
        {
            if (_size == _array.Length) {
                int capacity = _array.Length == 0 ? 4 : 2 * _array.Length;
                T[] a = new T[capacity];
                for (int i = 0; i < _size; i++)
                    a[i] = _array[(_head + i) % _array.Length];
                _array = a;
                _head = 0;
            }
            _array[(_head + _size) % _array.Length] = item;
            _size++;
            _version++;
        }

        public T Dequeue()
        {
            if (_size == 0)
                throw new InvalidOperationException("Queue empty.");
            T item = _array[_head];
            _array[_head] = default(T);
            _head = (_head + 1) % _array.Length;
            _size--;
            _version++;
            return item;
        }

        public T Peek()
        {
            if (_size == 0)
                throw new InvalidOperationException("Queue empty.");
            return _array[_head];
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
            for (int i = 0; i < _size; i++) {
                object x = _array[(_head + i) % _array.Length];
                object y = item;
                if (x == null ? y == null : x.Equals(y))
                    return true;
            }
            return false;
        }

        public T[] ToArray()
        {
            T[] a = new T[_size];
            for (int i = 0; i < _size; i++)
                a[i] = _array[(_head + i) % _array.Length];
            return a;
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
