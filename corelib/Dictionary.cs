// Dictionary<TKey,TValue> (docs/collections.md): a generic definition only;
// programs compile it with their own code (docs/generics.md, gensrc.c), so
// it uses only the corelib's public members.
//
// Layout (the one that gives .NET's enumeration order): the entries live in
// insertion slots 0.._count-1 of parallel arrays (_hashes, _next, _keys,
// _values); _buckets[h % size] holds 1 + the slot of the first entry of that
// bucket's chain (0: empty) and _next[i] the slot of the next (-1: end).
// A removed slot joins a free list: _next[i] = FreeBase - (next free slot),
// so a live slot has _next[i] >= -1 and a free one <= FreeBase; the next
// insertion reuses the slot freed last. Enumeration walks the slots in order
// and skips the free ones, which is .NET's order for any sequence of Add,
// Remove and indexer sets. Invariant: _count - _freeCount live entries,
// _freeList is -1 exactly when _freeCount is 0.
using System;
using System.Collections;

namespace System.Collections.Generic
{
    public class Dictionary<TKey, TValue> : IDictionary<TKey, TValue>, IReadOnlyDictionary<TKey, TValue>
    {
        private const int FreeBase = -3;

        private int[] _buckets;
        private int[] _hashes;
        private int[] _next;
        private TKey[] _keys;
        private TValue[] _values;
        private int _count;
        private int _freeList;
        private int _freeCount;
        private int _version;
        private KeyCollection _keyCollection;
        private ValueCollection _valueCollection;
        // The program's comparer; null for the default one (EqualityComparer
        // <TKey>.Default given or none), whose hash and equality are called
        // on the key type with no interface call and no box.
        private IEqualityComparer<TKey> _comparer;

        public Dictionary()
        {
            _freeList = -1;
        }

        public Dictionary(int capacity)
            : this(capacity, null)
        {
        }

        public Dictionary(IEqualityComparer<TKey> comparer)
            : this(0, comparer)
        {
        }

        public Dictionary(int capacity, IEqualityComparer<TKey> comparer)
        {
            if (capacity < 0)
                throw new ArgumentOutOfRangeException("capacity", "Non-negative number required.");
            _freeList = -1;
            if (comparer != null && comparer != EqualityComparer<TKey>.Default)
                _comparer = comparer;
            if (capacity > 0)
                Initialize(capacity);
        }

        // A copy of dictionary's pairs in its enumeration order (.NET
        // compacts a Dictionary's slots when it copies one).
        public Dictionary(IDictionary<TKey, TValue> dictionary)
            : this(dictionary, null)
        {
        }

        public Dictionary(IDictionary<TKey, TValue> dictionary, IEqualityComparer<TKey> comparer)
            : this(dictionary == null ? 0 : dictionary.Count, comparer)
        {
            if (dictionary == null)
                throw new ArgumentNullException("dictionary");
            foreach (KeyValuePair<TKey, TValue> kv in dictionary)
                Add(kv.Key, kv.Value);
        }

        public Dictionary(IEnumerable<KeyValuePair<TKey, TValue>> collection)
            : this(collection, null)
        {
        }

        public Dictionary(IEnumerable<KeyValuePair<TKey, TValue>> collection, IEqualityComparer<TKey> comparer)
            : this(0, comparer)
        {
            if (collection == null)
                throw new ArgumentNullException("collection");
            foreach (KeyValuePair<TKey, TValue> kv in collection)
                Add(kv.Key, kv.Value);
        }

        public IEqualityComparer<TKey> Comparer
        {
            get { return _comparer == null ? EqualityComparer<TKey>.Default : _comparer; }
        }

        public int Count
        {
            get { return _count - _freeCount; }
        }

        public KeyCollection Keys
        {
            get
            {
                if (_keyCollection == null)
                    _keyCollection = new KeyCollection(this);
                return _keyCollection;
            }
        }

        public ValueCollection Values
        {
            get
            {
                if (_valueCollection == null)
                    _valueCollection = new ValueCollection(this);
                return _valueCollection;
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
                int i = FindEntry(key);
                if (i < 0)
                    throw new KeyNotFoundException("The given key '" + key + "' was not present in the dictionary.");
                return _values[i];
            }
            set { Insert(key, value, false, false); }
        }

        // The hash and equality of the keys: the program's comparer's, or the
        // default comparer's (IEquatable<TKey> first), with no box for a
        // value type.
        private int HashOf(TKey key)
        {
            if (_comparer == null)
                return EqualityComparer<TKey>.HashOf(key) & 0x7FFFFFFF;
            return _comparer.GetHashCode(key) & 0x7FFFFFFF;
        }

        private bool KeyEquals(TKey a, TKey b)
        {
            if (_comparer == null)
                return EqualityComparer<TKey>.Same(a, b);
            return _comparer.Equals(a, b);
        }

        // FindEntry's walk with the program's comparer, kept out of the
        // default comparer's loop so that loop stays as small as before
        // comparers existed.
        private int FindEntryWith(IEqualityComparer<TKey> comparer, TKey key)
        {
            int h = comparer.GetHashCode(key) & 0x7FFFFFFF;
            for (int i = _buckets[(int)((uint)h % (uint)_buckets.Length)] - 1; i >= 0; i = _next[i])
                if (_hashes[i] == h && comparer.Equals(_keys[i], key))
                    return i;
            return -1;
        }

        private static void CheckKey(TKey key)
        {
            if (key == null)
                throw new ArgumentNullException("key");
        }

        // The smallest prime >= min (at least 3).
        private static int Prime(int min)
        {
            if (min <= 3)
                return 3;
            for (int p = min | 1; p < 0x7FFFFFFF; p += 2) {
                bool prime = true;
                for (int d = 3; d <= p / d; d += 2)
                    if (p % d == 0) {
                        prime = false;
                        break;
                    }
                if (prime)
                    return p;
            }
            return min;
        }

        private void Initialize(int capacity)
        {
            int size = Prime(capacity);
            _buckets = new int[size];
            _hashes = new int[size];
            _next = new int[size];
            _keys = new TKey[size];
            _values = new TValue[size];
            _freeList = -1;
        }

        private void Resize(int size)
        {
            int[] hashes = new int[size];
            int[] next = new int[size];
            TKey[] keys = new TKey[size];
            TValue[] values = new TValue[size];
            int[] buckets = new int[size];
            for (int i = 0; i < _count; i++) {
                hashes[i] = _hashes[i];
                keys[i] = _keys[i];
                values[i] = _values[i];
                int b = (int)((uint)hashes[i] % (uint)size);
                next[i] = buckets[b] - 1;
                buckets[b] = i + 1;
            }
            _buckets = buckets;
            _hashes = hashes;
            _next = next;
            _keys = keys;
            _values = values;
        }

        // The slot of key, or -1.
        private int FindEntry(TKey key)
        {
            CheckKey(key);
            if (_buckets == null)
                return -1;
            if (_comparer != null)
                return FindEntryWith(_comparer, key);
            int h = EqualityComparer<TKey>.HashOf(key) & 0x7FFFFFFF;
            int i = _buckets[(int)((uint)h % (uint)_buckets.Length)] - 1;
            while (i >= 0) {
                if (_hashes[i] == h && EqualityComparer<TKey>.Same(_keys[i], key))
                    return i;
                i = _next[i];
            }
            return -1;
        }

        // Adds key, or sets its value when add is false; when add finds the
        // key present: throws when throwOnDup, else returns false.
        private bool Insert(TKey key, TValue value, bool add, bool throwOnDup)
        {
            CheckKey(key);
            if (_buckets == null)
                Initialize(0);
            int h = HashOf(key);
            int b = (int)((uint)h % (uint)_buckets.Length);
            for (int i = _buckets[b] - 1; i >= 0; i = _next[i])
                if (_hashes[i] == h && KeyEquals(_keys[i], key)) {
                    if (!add) {
                        _values[i] = value;
                        return true;
                    }
                    if (throwOnDup)
                        throw new ArgumentException("An item with the same key has already been added. Key: " + key);
                    return false;
                }
            int slot;
            if (_freeCount > 0) {
                slot = _freeList;
                _freeList = FreeBase - _next[slot];
                _freeCount--;
            } else {
                if (_count == _keys.Length) {
                    Resize(Prime(2 * _count));
                    b = (int)((uint)h % (uint)_buckets.Length);
                }
                slot = _count;
                _count++;
            }
            _hashes[slot] = h;
            _next[slot] = _buckets[b] - 1;
            _keys[slot] = key;
            _values[slot] = value;
            _buckets[b] = slot + 1;
            _version++;
            return true;
        }

        public void Add(TKey key, TValue value)
        {
            Insert(key, value, true, true);
        }

        public bool TryAdd(TKey key, TValue value)
        {
            return Insert(key, value, true, false);
        }

        public bool ContainsKey(TKey key)
        {
            return FindEntry(key) >= 0;
        }

        public bool ContainsValue(TValue value)
        {
            for (int i = 0; i < _count; i++)
                if (_next[i] >= -1 && ValueEquals(_values[i], value))
                    return true;
            return false;
        }

        private static bool ValueEquals(TValue a, TValue b)
        {
            return EqualityComparer<TValue>.Same(a, b);
        }

        public bool TryGetValue(TKey key, out TValue value)
        {
            int i = FindEntry(key);
            if (i < 0) {
                value = default(TValue);
                return false;
            }
            value = _values[i];
            return true;
        }

        public TValue GetValueOrDefault(TKey key)
        {
            int i = FindEntry(key);
            return i < 0 ? default(TValue) : _values[i];
        }

        public TValue GetValueOrDefault(TKey key, TValue defaultValue)
        {
            int i = FindEntry(key);
            return i < 0 ? defaultValue : _values[i];
        }

        public bool Remove(TKey key)
        {
            TValue value;
            return Remove(key, out value);
        }

        public bool Remove(TKey key, out TValue value)
        {
            CheckKey(key);
            value = default(TValue);
            if (_buckets == null)
                return false;
            int h = HashOf(key);
            int b = (int)((uint)h % (uint)_buckets.Length);
            int last = -1;
            for (int i = _buckets[b] - 1; i >= 0; last = i, i = _next[i]) {
                if (_hashes[i] != h || !KeyEquals(_keys[i], key))
                    continue;
                if (last < 0)
                    _buckets[b] = _next[i] + 1;
                else
                    _next[last] = _next[i];
                value = _values[i];
                _next[i] = FreeBase - _freeList;
                _keys[i] = default(TKey);
                _values[i] = default(TValue);
                _freeList = i;
                _freeCount++;
                return true;
            }
            return false;
        }

        public void Clear()
        {
            if (_count == 0)
                return;
            for (int i = 0; i < _buckets.Length; i++)
                _buckets[i] = 0;
            for (int i = 0; i < _count; i++) {
                _keys[i] = default(TKey);
                _values[i] = default(TValue);
            }
            _count = 0;
            _freeList = -1;
            _freeCount = 0;
        }

        void ICollection<KeyValuePair<TKey, TValue>>.Add(KeyValuePair<TKey, TValue> item)
        {
            Add(item.Key, item.Value);
        }

        // The pair's key is present with an equal value.
        bool ICollection<KeyValuePair<TKey, TValue>>.Contains(KeyValuePair<TKey, TValue> item)
        {
            int i = FindEntry(item.Key);
            return i >= 0 && ValueEquals(_values[i], item.Value);
        }

        bool ICollection<KeyValuePair<TKey, TValue>>.Remove(KeyValuePair<TKey, TValue> item)
        {
            int i = FindEntry(item.Key);
            if (i < 0 || !ValueEquals(_values[i], item.Value))
                return false;
            return Remove(item.Key);
        }

        void ICollection<KeyValuePair<TKey, TValue>>.CopyTo(KeyValuePair<TKey, TValue>[] array, int index)
        {
            if (array == null)
                throw new ArgumentNullException("array");
            CheckCopyTo(array.Length, index, Count);
            for (int i = 0; i < _count; i++)
                if (_next[i] >= -1)
                    array[index++] = new KeyValuePair<TKey, TValue>(_keys[i], _values[i]);
        }

        public Enumerator GetEnumerator()
        {
            return new Enumerator(this);
        }

        IEnumerator<KeyValuePair<TKey, TValue>> IEnumerable<KeyValuePair<TKey, TValue>>.GetEnumerator()
        {
            return new Enumerator(this);
        }

        IEnumerator IEnumerable.GetEnumerator()
        {
            return new Enumerator(this);
        }

        private static void ThrowVersion()
        {
            throw new InvalidOperationException("Collection was modified; enumeration operation may not execute.");
        }

        private static void ThrowNotStarted()
        {
            throw new InvalidOperationException("Enumeration has either not started or has already finished.");
        }

        private static void ThrowKeyMutation()
        {
            throw new NotSupportedException("Mutating a key collection derived from a dictionary is not allowed.");
        }

        private static void ThrowValueMutation()
        {
            throw new NotSupportedException("Mutating a value collection derived from a dictionary is not allowed.");
        }

        private static void CheckCopyTo(int length, int index, int count)
        {
            if (index < 0 || index > length)
                throw new ArgumentOutOfRangeException("index", "Non-negative number required.");
            if (length - index < count)
                throw new ArgumentException("Destination array is not long enough to copy all the items in the collection. Check array index and length.");
        }

        // The slot at or after `from` that holds an entry, or _count.
        private int LiveFrom(int from)
        {
            while (from < _count && _next[from] < -1)
                from++;
            return from;
        }

        // The enumerators share one protocol: _index is the next slot to
        // look at (0 before the first MoveNext), _count + 1 once done; a
        // change of _version (an insertion; not a Remove, a Clear or a
        // value overwritten: .NET's rule since Core 3.0) stops them.
        public struct Enumerator : IEnumerator<KeyValuePair<TKey, TValue>>
        {
            private Dictionary<TKey, TValue> _dictionary;
            private int _version;
            private int _index;
            private KeyValuePair<TKey, TValue> _current;

            internal Enumerator(Dictionary<TKey, TValue> dictionary)
            {
                _dictionary = dictionary;
                _version = dictionary._version;
                _index = 0;
                _current = default(KeyValuePair<TKey, TValue>);
            }

            public bool MoveNext()
            {
                Dictionary<TKey, TValue> d = _dictionary;
                if (_version != d._version)
                    ThrowVersion();
                if (_index < d._count) {
                    int i = d.LiveFrom(_index);
                    if (i < d._count) {
                        _current = new KeyValuePair<TKey, TValue>(d._keys[i], d._values[i]);
                        _index = i + 1;
                        return true;
                    }
                }
                _index = d._count + 1;
                _current = default(KeyValuePair<TKey, TValue>);
                return false;
            }

            public KeyValuePair<TKey, TValue> Current
            {
                get { return _current; }
            }

            object IEnumerator.Current
            {
                get
                {
                    if (_index == 0 || _index == _dictionary._count + 1)
                        ThrowNotStarted();
                    return _current;
                }
            }

            void IEnumerator.Reset()
            {
                if (_version != _dictionary._version)
                    ThrowVersion();
                _index = 0;
                _current = default(KeyValuePair<TKey, TValue>);
            }

            public void Dispose()
            {
            }
        }

        public sealed class KeyCollection : ICollection<TKey>, IReadOnlyCollection<TKey>
        {
            private Dictionary<TKey, TValue> _dictionary;

            public KeyCollection(Dictionary<TKey, TValue> dictionary)
            {
                if (dictionary == null)
                    throw new ArgumentNullException("dictionary");
                _dictionary = dictionary;
            }

            public int Count
            {
                get { return _dictionary.Count; }
            }

            bool ICollection<TKey>.IsReadOnly
            {
                get { return true; }
            }

            bool ICollection<TKey>.Contains(TKey item)
            {
                return _dictionary.ContainsKey(item);
            }

            public void CopyTo(TKey[] array, int index)
            {
                if (array == null)
                    throw new ArgumentNullException("array");
                Dictionary<TKey, TValue> d = _dictionary;
                CheckCopyTo(array.Length, index, d.Count);
                for (int i = 0; i < d._count; i++)
                    if (d._next[i] >= -1)
                        array[index++] = d._keys[i];
            }

            void ICollection<TKey>.Add(TKey item)
            {
                ThrowKeyMutation();
            }

            void ICollection<TKey>.Clear()
            {
                ThrowKeyMutation();
            }

            bool ICollection<TKey>.Remove(TKey item)
            {
                ThrowKeyMutation();
                return false;
            }

            public Enumerator GetEnumerator()
            {
                return new Enumerator(_dictionary);
            }

            IEnumerator<TKey> IEnumerable<TKey>.GetEnumerator()
            {
                return new Enumerator(_dictionary);
            }

            IEnumerator IEnumerable.GetEnumerator()
            {
                return new Enumerator(_dictionary);
            }

            public struct Enumerator : IEnumerator<TKey>
            {
                private Dictionary<TKey, TValue> _dictionary;
                private int _version;
                private int _index;
                private TKey _current;

                internal Enumerator(Dictionary<TKey, TValue> dictionary)
                {
                    _dictionary = dictionary;
                    _version = dictionary._version;
                    _index = 0;
                    _current = default(TKey);
                }

                public bool MoveNext()
                {
                    Dictionary<TKey, TValue> d = _dictionary;
                    if (_version != d._version)
                        ThrowVersion();
                    if (_index < d._count) {
                        int i = d.LiveFrom(_index);
                        if (i < d._count) {
                            _current = d._keys[i];
                            _index = i + 1;
                            return true;
                        }
                    }
                    _index = d._count + 1;
                    _current = default(TKey);
                    return false;
                }

                public TKey Current
                {
                    get { return _current; }
                }

                object IEnumerator.Current
                {
                    get
                    {
                        if (_index == 0 || _index == _dictionary._count + 1)
                            ThrowNotStarted();
                        return _current;
                    }
                }

                void IEnumerator.Reset()
                {
                    if (_version != _dictionary._version)
                        ThrowVersion();
                    _index = 0;
                    _current = default(TKey);
                }

                public void Dispose()
                {
                }
            }
        }

        public sealed class ValueCollection : ICollection<TValue>, IReadOnlyCollection<TValue>
        {
            private Dictionary<TKey, TValue> _dictionary;

            public ValueCollection(Dictionary<TKey, TValue> dictionary)
            {
                if (dictionary == null)
                    throw new ArgumentNullException("dictionary");
                _dictionary = dictionary;
            }

            public int Count
            {
                get { return _dictionary.Count; }
            }

            bool ICollection<TValue>.IsReadOnly
            {
                get { return true; }
            }

            bool ICollection<TValue>.Contains(TValue item)
            {
                return _dictionary.ContainsValue(item);
            }

            public void CopyTo(TValue[] array, int index)
            {
                if (array == null)
                    throw new ArgumentNullException("array");
                Dictionary<TKey, TValue> d = _dictionary;
                CheckCopyTo(array.Length, index, d.Count);
                for (int i = 0; i < d._count; i++)
                    if (d._next[i] >= -1)
                        array[index++] = d._values[i];
            }

            void ICollection<TValue>.Add(TValue item)
            {
                ThrowValueMutation();
            }

            void ICollection<TValue>.Clear()
            {
                ThrowValueMutation();
            }

            bool ICollection<TValue>.Remove(TValue item)
            {
                ThrowValueMutation();
                return false;
            }

            public Enumerator GetEnumerator()
            {
                return new Enumerator(_dictionary);
            }

            IEnumerator<TValue> IEnumerable<TValue>.GetEnumerator()
            {
                return new Enumerator(_dictionary);
            }

            IEnumerator IEnumerable.GetEnumerator()
            {
                return new Enumerator(_dictionary);
            }

            public struct Enumerator : IEnumerator<TValue>
            {
                private Dictionary<TKey, TValue> _dictionary;
                private int _version;
                private int _index;
                private TValue _current;

                internal Enumerator(Dictionary<TKey, TValue> dictionary)
                {
                    _dictionary = dictionary;
                    _version = dictionary._version;
                    _index = 0;
                    _current = default(TValue);
                }

                public bool MoveNext()
                {
                    Dictionary<TKey, TValue> d = _dictionary;
                    if (_version != d._version)
                        ThrowVersion();
                    if (_index < d._count) {
                        int i = d.LiveFrom(_index);
                        if (i < d._count) {
                            _current = d._values[i];
                            _index = i + 1;
                            return true;
                        }
                    }
                    _index = d._count + 1;
                    _current = default(TValue);
                    return false;
                }

                public TValue Current
                {
                    get { return _current; }
                }

                object IEnumerator.Current
                {
                    get
                    {
                        if (_index == 0 || _index == _dictionary._count + 1)
                            ThrowNotStarted();
                        return _current;
                    }
                }

                void IEnumerator.Reset()
                {
                    if (_version != _dictionary._version)
                        ThrowVersion();
                    _index = 0;
                    _current = default(TValue);
                }

                public void Dispose()
                {
                }
            }
        }
    }
}
