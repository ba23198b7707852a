// SortedList<TKey,TValue> (docs/collections.md): a generic definition
// only; programs compile it with their own code (docs/generics.md).
//
// Two parallel arrays, the keys in the comparer's order and their values,
// as .NET's: a lookup is a binary search, an insertion or a removal moves
// the elements after it. Keys and Values are live IList views by index
// (read-only: a change is NotSupportedException). Every change bumps the
// version, which stops the enumerators. Keys may not be null.
using System;
using System.Collections;

namespace System.Collections.Generic
{
    public class SortedList<TKey, TValue> : IDictionary<TKey, TValue>, IReadOnlyDictionary<TKey, TValue>
    {
        private TKey[] _keys;
        private TValue[] _values;
        private int _size;
        private int _version;
        private IComparer<TKey> _comparer;
        private KeyList _keyList;
        private ValueList _valueList;

        public SortedList()
            : this(0, null)
        {
        }

        public SortedList(int capacity)
            : this(capacity, null)
        {
        }

        public SortedList(IComparer<TKey> comparer)
            : this(0, comparer)
        {
        }

        public SortedList(int capacity, IComparer<TKey> comparer)
        {
            if (capacity < 0)
                throw new ArgumentOutOfRangeException("capacity", "Non-negative number required.");
            _keys = new TKey[capacity];
            _values = new TValue[capacity];
            _comparer = comparer != null ? comparer : Comparer<TKey>.Default;
        }

        public SortedList(IDictionary<TKey, TValue> dictionary)
            : this(dictionary, null)
        {
        }

        public SortedList(IDictionary<TKey, TValue> dictionary, IComparer<TKey> comparer)
            : this(dictionary != null ? dictionary.Count : 0, comparer)
        {
            if (dictionary == null)
                throw new ArgumentNullException("dictionary");
            foreach (KeyValuePair<TKey, TValue> kv in dictionary)
                Add(kv.Key, kv.Value);
        }

        public int Count
        {
            get { return _size; }
        }

        public int Capacity
        {
            get { return _keys.Length; }
            set
            {
                if (value < _size)
                    throw new ArgumentOutOfRangeException("value", "capacity was less than the current size.");
                if (value == _keys.Length)
                    return;
                TKey[] keys = new TKey[value];
                TValue[] values = new TValue[value];
                for (int i = 0; i < _size; i++) {
                    keys[i] = _keys[i];
                    values[i] = _values[i];
                }
                _keys = keys;
                _values = values;
            }
        }

        public IComparer<TKey> Comparer
        {
            get { return _comparer; }
        }

        public IList<TKey> Keys
        {
            get
            {
                if (_keyList == null)
                    _keyList = new KeyList(this);
                return _keyList;
            }
        }

        public IList<TValue> Values
        {
            get
            {
                if (_valueList == null)
                    _valueList = new ValueList(this);
                return _valueList;
            }
        }

        ICollection<TKey> IDictionary<TKey, TValue>.Keys
        {
            get { return Keys; }
        }

        ICollection<TValue> IDictionary<TKey, TValue>.Values
        {
            get { return Values; }
        }

        IEnumerable<TKey> IReadOnlyDictionary<TKey, TValue>.Keys
        {
            get { return Keys; }
        }

        IEnumerable<TValue> IReadOnlyDictionary<TKey, TValue>.Values
        {
            get { return Values; }
        }

        bool ICollection<KeyValuePair<TKey, TValue>>.IsReadOnly
        {
            get { return false; }
        }

        public TValue this[TKey key]
        {
            get
            {
                int i = IndexOfKey(key);
                if (i < 0)
                    throw new KeyNotFoundException("The given key '" + key + "' was not present in the dictionary.");
                return _values[i];
            }
            set
            {
                CheckKey(key);
                int i = Search(key);
                if (i >= 0) {
                    _values[i] = value;
                    _version++;
                    return;
                }
                Insert(~i, key, value);
            }
        }

        public void Add(TKey key, TValue value)
        {
            CheckKey(key);
            int i = Search(key);
            if (i >= 0)
                throw new ArgumentException("An item with the same key has already been added. Key: " + key);
            Insert(~i, key, value);
        }

        public bool ContainsKey(TKey key)
        {
            return IndexOfKey(key) >= 0;
        }

        public bool ContainsValue(TValue value)
        {
            return IndexOfValue(value) >= 0;
        }

        public int IndexOfKey(TKey key)
        {
            CheckKey(key);
            int i = Search(key);
            return i >= 0 ? i : -1;
        }

        public int IndexOfValue(TValue value)
        {
            for (int i = 0; i < _size; i++)
                if (EqualityComparer<TValue>.Same(_values[i], value))
                    return i;
            return -1;
        }

        public TKey GetKeyAtIndex(int index)
        {
            CheckIndex(index);
            return _keys[index];
        }

        public TValue GetValueAtIndex(int index)
        {
            CheckIndex(index);
            return _values[index];
        }

        public void SetValueAtIndex(int index, TValue value)
        {
            CheckIndex(index);
            _values[index] = value;
            _version++;
        }

        public bool TryGetValue(TKey key, out TValue value)
        {
            int i = IndexOfKey(key);
            value = i >= 0 ? _values[i] : default(TValue);
            return i >= 0;
        }

        public bool Remove(TKey key)
        {
            int i = IndexOfKey(key);
            if (i >= 0)
                RemoveAt(i);
            return i >= 0;
        }

        public void RemoveAt(int index)
        {
            CheckIndex(index);
            _size--;
            for (int i = index; i < _size; i++) {
                _keys[i] = _keys[i + 1];
                _values[i] = _values[i + 1];
            }
            _keys[_size] = default(TKey);
            _values[_size] = default(TValue);
            _version++;
        }

        public void Clear()
        {
            _version++;
            for (int i = 0; i < _size; i++) {
                _keys[i] = default(TKey);
                _values[i] = default(TValue);
            }
            _size = 0;
        }

        public void TrimExcess()
        {
            if (_size < (int)(_keys.Length * 0.9))
                Capacity = _size;
        }

        public void CopyTo(KeyValuePair<TKey, TValue>[] array, int arrayIndex)
        {
            if (array == null)
                throw new ArgumentNullException("array");
            if (arrayIndex < 0 || arrayIndex > array.Length)
                throw new ArgumentOutOfRangeException("arrayIndex", "Index was out of range. Must be non-negative and less than or equal to the size of the collection.");
            if (array.Length - arrayIndex < _size)
                throw new ArgumentException("Destination array is not long enough to copy all the items in the collection. Check array index and length.");
            for (int i = 0; i < _size; i++)
                array[arrayIndex + i] = new KeyValuePair<TKey, TValue>(_keys[i], _values[i]);
        }

        void ICollection<KeyValuePair<TKey, TValue>>.Add(KeyValuePair<TKey, TValue> item)
        {
            Add(item.Key, item.Value);
        }

        // The pair's key is present with an equal value.
        bool ICollection<KeyValuePair<TKey, TValue>>.Contains(KeyValuePair<TKey, TValue> item)
        {
            int i = IndexOfKey(item.Key);
            return i >= 0 && EqualityComparer<TValue>.Same(_values[i], item.Value);
        }

        bool ICollection<KeyValuePair<TKey, TValue>>.Remove(KeyValuePair<TKey, TValue> item)
        {
            int i = IndexOfKey(item.Key);
            if (i < 0 || !EqualityComparer<TValue>.Same(_values[i], item.Value))
                return false;
            RemoveAt(i);
            return true;
        }

        public IEnumerator<KeyValuePair<TKey, TValue>> GetEnumerator()
        {
            return new Enumerator(this);
        }

        IEnumerator IEnumerable.GetEnumerator()
        {
            return new Enumerator(this);
        }

        // The index of key, or the complement of where it would go.
        private int Search(TKey key)
        {
            int lo = 0, hi = _size - 1;
            while (lo <= hi) {
                int mid = lo + ((hi - lo) >> 1);
                int c = _comparer.Compare(_keys[mid], key);
                if (c == 0)
                    return mid;
                if (c < 0)
                    lo = mid + 1;
                else
                    hi = mid - 1;
            }
            return ~lo;
        }

        private void Insert(int index, TKey key, TValue value)
        {
            if (_size == _keys.Length)
                Capacity = _keys.Length == 0 ? 4 : _keys.Length * 2;
            for (int i = _size; i > index; i--) {
                _keys[i] = _keys[i - 1];
                _values[i] = _values[i - 1];
            }
            _keys[index] = key;
            _values[index] = value;
            _size++;
            _version++;
        }

        private static void CheckKey(TKey key)
        {
            if (key == null)
                throw new ArgumentNullException("key");
        }

        private void CheckIndex(int index)
        {
            if (index < 0 || index >= _size)
                throw new ArgumentOutOfRangeException("index", "Index was out of range. Must be non-negative and less than the size of the collection.");
        }

        private static void ThrowNestedChange()
        {
            throw new NotSupportedException("This operation is not supported on SortedList nested types because they require modifying the original SortedList.");
        }

        private static void ThrowVersion()
        {
            throw new InvalidOperationException("Collection was modified; enumeration operation may not execute.");
        }

        private static void ThrowNotStarted()
        {
            throw new InvalidOperationException("Enumeration has either not started or has already finished.");
        }

        // The pairs by index, stopped by any change.
        private sealed class Enumerator : IEnumerator<KeyValuePair<TKey, TValue>>
        {
            private SortedList<TKey, TValue> _list;
            private int _index;
            private int _version;

            internal Enumerator(SortedList<TKey, TValue> list)
            {
                _list = list;
                _version = list._version;
            }

            public bool MoveNext()
            {
                if (_version != _list._version)
                    ThrowVersion();
                if (_index < _list._size) {
                    _index++;
                    return true;
                }
                _index = _list._size + 1;
                return false;
            }

            public KeyValuePair<TKey, TValue> Current
            {
                get
                {
                    if (_index == 0 || _index > _list._size)
                        return default(KeyValuePair<TKey, TValue>);
                    return new KeyValuePair<TKey, TValue>(_list._keys[_index - 1], _list._values[_index - 1]);
                }
            }

            object IEnumerator.Current
            {
                get
                {
                    if (_index == 0 || _index > _list._size)
                        ThrowNotStarted();
                    return Current;
                }
            }

            void IEnumerator.Reset()
            {
                if (_version != _list._version)
                    ThrowVersion();
                _index = 0;
            }

            public void Dispose()
            {
            }
        }

        // The keys by index, stopped by any change.
        private sealed class KeyEnumerator : IEnumerator<TKey>
        {
            private SortedList<TKey, TValue> _list;
            private int _index;
            private int _version;

            internal KeyEnumerator(SortedList<TKey, TValue> list)
            {
                _list = list;
                _version = list._version;
            }

            public bool MoveNext()
            {
                if (_version != _list._version)
                    ThrowVersion();
                if (_index < _list._size) {
                    _index++;
                    return true;
                }
                _index = _list._size + 1;
                return false;
            }

            public TKey Current
            {
                get { return _index == 0 || _index > _list._size ? default(TKey) : _list._keys[_index - 1]; }
            }

            object IEnumerator.Current
            {
                get
                {
                    if (_index == 0 || _index > _list._size)
                        ThrowNotStarted();
                    return Current;
                }
            }

            void IEnumerator.Reset()
            {
                if (_version != _list._version)
                    ThrowVersion();
                _index = 0;
            }

            public void Dispose()
            {
            }
        }

        // The values by index, stopped by any change.
        private sealed class ValueEnumerator : IEnumerator<TValue>
        {
            private SortedList<TKey, TValue> _list;
            private int _index;
            private int _version;

            internal ValueEnumerator(SortedList<TKey, TValue> list)
            {
                _list = list;
                _version = list._version;
            }

            public bool MoveNext()
            {
                if (_version != _list._version)
                    ThrowVersion();
                if (_index < _list._size) {
                    _index++;
                    return true;
                }
                _index = _list._size + 1;
                return false;
            }

            public TValue Current
            {
                get { return _index == 0 || _index > _list._size ? default(TValue) : _list._values[_index - 1]; }
            }

            object IEnumerator.Current
            {
                get
                {
                    if (_index == 0 || _index > _list._size)
                        ThrowNotStarted();
                    return Current;
                }
            }

            void IEnumerator.Reset()
            {
                if (_version != _list._version)
                    ThrowVersion();
                _index = 0;
            }

            public void Dispose()
            {
            }
        }

        private sealed class KeyList : IList<TKey>
        {
            private SortedList<TKey, TValue> _list;

            internal KeyList(SortedList<TKey, TValue> list)
            {
                _list = list;
            }

            public int Count
            {
                get { return _list._size; }
            }

            public bool IsReadOnly
            {
                get { return true; }
            }

            public TKey this[int index]
            {
                get { return _list.GetKeyAtIndex(index); }
                set { ThrowNestedChange(); }
            }

            public int IndexOf(TKey key)
            {
                if (key == null)
                    throw new ArgumentNullException("key");
                int i = _list.Search(key);
                return i >= 0 ? i : -1;
            }

            public bool Contains(TKey key)
            {
                return _list.ContainsKey(key);
            }

            public void CopyTo(TKey[] array, int arrayIndex)
            {
                if (array == null)
                    throw new ArgumentNullException("array");
                if (arrayIndex < 0 || array.Length - arrayIndex < _list._size)
                    throw new ArgumentException("Destination array is not long enough to copy all the items in the collection. Check array index and length.");
                for (int i = 0; i < _list._size; i++)
                    array[arrayIndex + i] = _list._keys[i];
            }

            public void Add(TKey key) { ThrowNestedChange(); }
            public void Insert(int index, TKey key) { ThrowNestedChange(); }
            public bool Remove(TKey key) { ThrowNestedChange(); return false; }
            public void RemoveAt(int index) { ThrowNestedChange(); }
            public void Clear() { ThrowNestedChange(); }

            public IEnumerator<TKey> GetEnumerator()
            {
                return new KeyEnumerator(_list);
            }

            IEnumerator IEnumerable.GetEnumerator()
            {
                return new KeyEnumerator(_list);
            }
        }

        private sealed class ValueList : IList<TValue>
        {
            private SortedList<TKey, TValue> _list;

            internal ValueList(SortedList<TKey, TValue> list)
            {
                _list = list;
            }

            public int Count
            {
                get { return _list._size; }
            }

            public bool IsReadOnly
            {
                get { return true; }
            }

            public TValue this[int index]
            {
                get { return _list.GetValueAtIndex(index); }
                set { ThrowNestedChange(); }
            }

            public int IndexOf(TValue value)
            {
                return _list.IndexOfValue(value);
            }

            public bool Contains(TValue value)
            {
                return _list.IndexOfValue(value) >= 0;
            }

            public void CopyTo(TValue[] array, int arrayIndex)
            {
                if (array == null)
                    throw new ArgumentNullException("array");
                if (arrayIndex < 0 || array.Length - arrayIndex < _list._size)
                    throw new ArgumentException("Destination array is not long enough to copy all the items in the collection. Check array index and length.");
                for (int i = 0; i < _list._size; i++)
                    array[arrayIndex + i] = _list._values[i];
            }

            public void Add(TValue value) { ThrowNestedChange(); }
            public void Insert(int index, TValue value) { ThrowNestedChange(); }
            public bool Remove(TValue value) { ThrowNestedChange(); return false; }
            public void RemoveAt(int index) { ThrowNestedChange(); }
            public void Clear() { ThrowNestedChange(); }

            public IEnumerator<TValue> GetEnumerator()
            {
                return new ValueEnumerator(_list);
            }

            IEnumerator IEnumerable.GetEnumerator()
            {
                return new ValueEnumerator(_list);
            }
        }
    }
}
