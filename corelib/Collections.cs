// The generic collections (docs/generics.md): generic definitions only.
// The corelib keeps this file's source in its module (section 16) and
// every program compiles it with its own code, so what is written here
// uses only the corelib's public members. Each collection's enumerator is
// a public struct (List<T>.Enumerator: foreach over a List<T> allocates
// nothing; through IEnumerable<T> it is boxed, as on .NET) that checks the
// collection's version on every MoveNext.
using System;
using System.Collections;
using System.Runtime.CompilerServices;

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
            [MethodImpl(MethodImplOptions.AggressiveInlining)]
            get
            {
                // _items read before the range check can leave: a load
                // every iteration of a loop makes is one GCC may hoist
                // (docs/jit.md "Loops over a List<T>")
                T[] items = _items;
                if ((uint)index >= (uint)_size)
                    ThrowIndex();
                return items[index];
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

        public int IndexOf(T item)
        {
            EqualityComparer<T> eq = EqualityComparer<T>.Default;
            for (int i = 0; i < _size; i++)
                if (eq.Equals(_items[i], item))
                    return i;
            return -1;
        }

        public int LastIndexOf(T item)
        {
            EqualityComparer<T> eq = EqualityComparer<T>.Default;
            for (int i = _size - 1; i >= 0; i--)
                if (eq.Equals(_items[i], item))
                    return i;
            return -1;
        }

        public bool Contains(T item)
        {
            return IndexOf(item) >= 0;
        }

        public System.Collections.ObjectModel.ReadOnlyCollection<T> AsReadOnly()
        {
            return new System.Collections.ObjectModel.ReadOnlyCollection<T>(this);
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

            [MethodImpl(MethodImplOptions.AggressiveInlining)]
            public bool MoveNext()
            {
                // every field of the list read before the first test can
                // leave: a load every iteration makes, which GCC hoists out
                // of a foreach loop that does not write the list
                // (docs/jit.md "Loops over a List<T>")
                List<T> list = _list;
                T[] items = list._items;
                int size = list._size;
                if (_version == list._version && (uint)_index < (uint)size) {
                    _current = items[_index];
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
            EqualityComparer<T> eq = EqualityComparer<T>.Default;
            for (int i = index; i < index + count; i++)
                if (eq.Equals(_items[i], item))
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
            EqualityComparer<T> eq = EqualityComparer<T>.Default;
            for (int i = index; i > index - count; i--)
                if (eq.Equals(_items[i], item))
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

        public void Sort()
        {
            Sort(0, _size, null);
        }

        public void Sort(IComparer<T> comparer)
        {
            Sort(0, _size, comparer);
        }

        public void Sort(int index, int count, IComparer<T> comparer)
        {
            if (index < 0)
                throw new ArgumentOutOfRangeException("index", "Non-negative number required.");
            if (count < 0)
                throw new ArgumentOutOfRangeException("count", "Non-negative number required.");
            if (_size - index < count)
                throw new ArgumentException("Offset and length were out of bounds for the array or count is greater than the number of elements from index to the end of the source collection.");
            if (count > 1) {
                IComparer<T> c = comparer == null ? Comparer<T>.Default : comparer;
                try {
                    new IntroSorter<T>(_items, c).Sort(index, count);
                } catch (Exception e) {
                    throw new InvalidOperationException("Failed to compare two elements in the array.", e);
                }
            }
            _version++;
        }

        public int BinarySearch(T item)
        {
            return BinarySearch(0, _size, item, null);
        }

        public int BinarySearch(T item, IComparer<T> comparer)
        {
            return BinarySearch(0, _size, item, comparer);
        }

        public int BinarySearch(int index, int count, T item, IComparer<T> comparer)
        {
            if (index < 0)
                throw new ArgumentOutOfRangeException("index", "Non-negative number required.");
            if (count < 0)
                throw new ArgumentOutOfRangeException("count", "Non-negative number required.");
            if (_size - index < count)
                throw new ArgumentException("Offset and length were out of bounds for the array or count is greater than the number of elements from index to the end of the source collection.");
            IComparer<T> c = comparer == null ? Comparer<T>.Default : comparer;
            int lo = index;
            int hi = index + count - 1;
            try {
                while (lo <= hi) {
                    int i = lo + ((hi - lo) >> 1);
                    int order = c.Compare(_items[i], item);
                    if (order == 0)
                        return i;
                    if (order < 0)
                        lo = i + 1;
                    else
                        hi = i - 1;
                }
            } catch (Exception e) {
                throw new InvalidOperationException("Failed to compare two elements in the array.", e);
            }
            return ~lo;
        }

        /* ---- the members that take delegates (docs/delegates.md) ---- */

        private static void NeedDelegate(object d, string name)
        {
            if (d == null)
                throw new ArgumentNullException(name);
        }

        public T Find(Predicate<T> match)
        {
            NeedDelegate(match, "match");
            for (int i = 0; i < _size; i++)
                if (match(_items[i]))
                    return _items[i];
            return default(T);
        }

        public T FindLast(Predicate<T> match)
        {
            NeedDelegate(match, "match");
            for (int i = _size - 1; i >= 0; i--)
                if (match(_items[i]))
                    return _items[i];
            return default(T);
        }

        public List<T> FindAll(Predicate<T> match)
        {
            NeedDelegate(match, "match");
            List<T> r = new List<T>();
            for (int i = 0; i < _size; i++)
                if (match(_items[i]))
                    r.Add(_items[i]);
            return r;
        }

        public int FindIndex(Predicate<T> match)
        {
            return FindIndex(0, _size, match);
        }

        public int FindIndex(int startIndex, Predicate<T> match)
        {
            return FindIndex(startIndex, _size - startIndex, match);
        }

        public int FindIndex(int startIndex, int count, Predicate<T> match)
        {
            if ((uint)startIndex > (uint)_size)
                throw new ArgumentOutOfRangeException("startIndex", "Index was out of range. Must be non-negative and less than or equal to the size of the collection.");
            if (count < 0 || startIndex > _size - count)
                throw new ArgumentOutOfRangeException("count", "Count must be positive and count must refer to a location within the string/array/collection.");
            NeedDelegate(match, "match");
            for (int i = startIndex; i < startIndex + count; i++)
                if (match(_items[i]))
                    return i;
            return -1;
        }

        public int FindLastIndex(Predicate<T> match)
        {
            return FindLastIndex(_size - 1, _size, match);
        }

        public int FindLastIndex(int startIndex, Predicate<T> match)
        {
            return FindLastIndex(startIndex, startIndex + 1, match);
        }

        // Backwards from startIndex over count elements; an empty list
        // takes startIndex -1 only, as .NET's.
        public int FindLastIndex(int startIndex, int count, Predicate<T> match)
        {
            NeedDelegate(match, "match");
            if (_size == 0 ? startIndex != -1 : (uint)startIndex >= (uint)_size)
                throw new ArgumentOutOfRangeException("startIndex", "Index was out of range. Must be non-negative and less than the size of the collection.");
            if (count < 0 || startIndex - count + 1 < 0)
                throw new ArgumentOutOfRangeException("count", "Count must be positive and count must refer to a location within the string/array/collection.");
            for (int i = startIndex; i > startIndex - count; i--)
                if (match(_items[i]))
                    return i;
            return -1;
        }

        public bool Exists(Predicate<T> match)
        {
            return FindIndex(match) != -1;
        }

        public bool TrueForAll(Predicate<T> match)
        {
            NeedDelegate(match, "match");
            for (int i = 0; i < _size; i++)
                if (!match(_items[i]))
                    return false;
            return true;
        }

        public int RemoveAll(Predicate<T> match)
        {
            NeedDelegate(match, "match");
            int kept = 0;
            for (int i = 0; i < _size; i++)   /* match sees each element once, in order */
                if (!match(_items[i]))
                    _items[kept++] = _items[i];
            int removed = _size - kept;
            for (int i = kept; i < _size; i++)
                _items[i] = default(T);
            _size = kept;
            if (removed > 0)
                _version++;
            return removed;
        }

        public void ForEach(Action<T> action)
        {
            NeedDelegate(action, "action");
            int version = _version;
            for (int i = 0; i < _size; i++) {
                if (version != _version)
                    break;
                action(_items[i]);
            }
            if (version != _version)
                throw new InvalidOperationException("Collection was modified; enumeration operation may not execute.");
        }

        public List<TOutput> ConvertAll<TOutput>(Converter<T, TOutput> converter)
        {
            NeedDelegate(converter, "converter");
            List<TOutput> r = new List<TOutput>(_size);
            for (int i = 0; i < _size; i++)
                r.Add(converter(_items[i]));
            return r;
        }

        public void Sort(Comparison<T> comparison)
        {
            NeedDelegate(comparison, "comparison");
            if (_size > 1) {
                try {
                    new IntroSorter<T>(_items, new ComparisonComparer<T>(comparison)).Sort(0, _size);
                } catch (Exception e) {
                    throw new InvalidOperationException("Failed to compare two elements in the array.", e);
                }
            }
            _version++;
        }
    }

    /* .NET's introspective sort (ArraySortHelper's order of comparisons and
     * swaps, so elements a comparer calls equal end where .NET puts them):
     * insertion sort for 16 elements or fewer, median-of-three quicksort,
     * heapsort past 2 * (log2(n) + 1) levels. A struct: a sort allocates
     * nothing. */
    internal struct IntroSorter<T>
    {
        private T[] _keys;
        private IComparer<T> _cmp;

        public IntroSorter(T[] keys, IComparer<T> cmp)
        {
            _keys = keys;
            _cmp = cmp;
        }

        public void Sort(int index, int count)
        {
            int log2 = 0;
            for (uint n = (uint)count; n > 1; n >>= 1)
                log2++;
            IntroSort(index, index + count - 1, 2 * (log2 + 1));
        }

        private void SwapIfGreater(int i, int j)
        {
            if (_cmp.Compare(_keys[i], _keys[j]) > 0) {
                T t = _keys[i];
                _keys[i] = _keys[j];
                _keys[j] = t;
            }
        }

        private void Swap(int i, int j)
        {
            T t = _keys[i];
            _keys[i] = _keys[j];
            _keys[j] = t;
        }

        private void IntroSort(int lo, int hi, int depthLimit)
        {
            while (hi > lo) {
                int size = hi - lo + 1;
                if (size <= 16) {
                    if (size == 2) {
                        SwapIfGreater(lo, hi);
                        return;
                    }
                    if (size == 3) {
                        SwapIfGreater(lo, hi - 1);
                        SwapIfGreater(lo, hi);
                        SwapIfGreater(hi - 1, hi);
                        return;
                    }
                    InsertionSort(lo, hi);
                    return;
                }
                if (depthLimit == 0) {
                    HeapSort(lo, hi);
                    return;
                }
                depthLimit--;
                int p = PickPivotAndPartition(lo, hi);
                IntroSort(p + 1, hi, depthLimit);
                hi = p - 1;
            }
        }

        private int PickPivotAndPartition(int lo, int hi)
        {
            int middle = lo + ((hi - lo) >> 1);
            SwapIfGreater(lo, middle);
            SwapIfGreater(lo, hi);
            SwapIfGreater(middle, hi);
            T pivot = _keys[middle];
            Swap(middle, hi - 1);
            int left = lo;
            int right = hi - 1;
            while (left < right) {
                while (_cmp.Compare(_keys[++left], pivot) < 0) {
                }
                while (_cmp.Compare(pivot, _keys[--right]) < 0) {
                }
                if (left >= right)
                    break;
                Swap(left, right);
            }
            if (left != hi - 1)
                Swap(left, hi - 1);
            return left;
        }

        private void InsertionSort(int lo, int hi)
        {
            for (int i = lo; i < hi; i++) {
                int j = i;
                T t = _keys[i + 1];
                while (j >= lo && _cmp.Compare(t, _keys[j]) < 0) {
                    _keys[j + 1] = _keys[j];
                    j--;
                }
                _keys[j + 1] = t;
            }
        }

        private void HeapSort(int lo, int hi)
        {
            int n = hi - lo + 1;
            for (int i = n >> 1; i >= 1; i--)
                DownHeap(i, n, lo);
            for (int i = n; i > 1; i--) {
                Swap(lo, lo + i - 1);
                DownHeap(1, i - 1, lo);
            }
        }

        private void DownHeap(int i, int n, int lo)
        {
            T d = _keys[lo + i - 1];
            while (i <= n >> 1) {
                int child = 2 * i;
                if (child < n && _cmp.Compare(_keys[lo + child - 1], _keys[lo + child]) < 0)
                    child++;
                if (!(_cmp.Compare(d, _keys[lo + child - 1]) < 0))
                    break;
                _keys[lo + i - 1] = _keys[lo + child - 1];
                i = child;
            }
            _keys[lo + i - 1] = d;
        }
    }
}
