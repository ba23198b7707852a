// SortedDictionary<TKey,TValue> (docs/collections.md): a generic definition
// only; programs compile it with their own code (docs/generics.md).
//
// A SortedSet of key/value pairs ordered by their keys alone (as .NET's):
// a lookup searches the tree with a pair holding the key and a default
// value. Setting the value of a present key replaces the pair in its node,
// keeps the key already there and, unlike Dictionary's indexer, stops the
// enumerators (.NET's UpdateVersion). Keys may not be null.
using System;
using System.Collections;

namespace System.Collections.Generic
{
    public class SortedDictionary<TKey, TValue> : IDictionary<TKey, TValue>, IReadOnlyDictionary<TKey, TValue>
    {
        private SortedSet<KeyValuePair<TKey, TValue>> _set;
        private IComparer<TKey> _keyComparer;
        private KeyCollection _keyCollection;
        private ValueCollection _valueCollection;

        public SortedDictionary()
            : this((IComparer<TKey>)null)
        {
        }

        public SortedDictionary(IComparer<TKey> comparer)
        {
            _keyComparer = comparer != null ? comparer : Comparer<TKey>.Default;
            _set = new SortedSet<KeyValuePair<TKey, TValue>>(new KeyComparer(_keyComparer));
        }

        public SortedDictionary(IDictionary<TKey, TValue> dictionary)
            : this(dictionary, null)
        {
        }

        public SortedDictionary(IDictionary<TKey, TValue> dictionary, IComparer<TKey> comparer)
            : this(comparer)
        {
            if (dictionary == null)
                throw new ArgumentNullException("dictionary");
            foreach (KeyValuePair<TKey, TValue> kv in dictionary)
                Add(kv.Key, kv.Value);
        }

        public int Count
        {
            get { return _set.Count; }
        }

        public IComparer<TKey> Comparer
        {
            get { return _keyComparer; }
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
                SortedSet<KeyValuePair<TKey, TValue>>.Node n = Find(key);
                if (n == null)
                    throw new KeyNotFoundException("The given key '" + key + "' was not present in the dictionary.");
                return n.Item.Value;
            }
            set
            {
                SortedSet<KeyValuePair<TKey, TValue>>.Node n = Find(key);
                if (n == null) {
                    _set.Add(new KeyValuePair<TKey, TValue>(key, value));
                    return;
                }
                n.Item = new KeyValuePair<TKey, TValue>(n.Item.Key, value);
                _set.UpdateVersion();
            }
        }

        public void Add(TKey key, TValue value)
        {
            CheckKey(key);
            KeyValuePair<TKey, TValue> pair = new KeyValuePair<TKey, TValue>(key, value);
            if (!_set.Add(pair))   // .NET names the whole pair: "Key: [k, v]"
                throw new ArgumentException("An item with the same key has already been added. Key: " + pair);
        }

        public bool ContainsKey(TKey key)
        {
            return Find(key) != null;
        }

        public bool ContainsValue(TValue value)
        {
            foreach (KeyValuePair<TKey, TValue> kv in _set)
                if (EqualityComparer<TValue>.Same(kv.Value, value))
                    return true;
            return false;
        }

        public bool TryGetValue(TKey key, out TValue value)
        {
            SortedSet<KeyValuePair<TKey, TValue>>.Node n = Find(key);
            value = n != null ? n.Item.Value : default(TValue);
            return n != null;
        }

        public TValue GetValueOrDefault(TKey key)
        {
            return GetValueOrDefault(key, default(TValue));
        }

        public TValue GetValueOrDefault(TKey key, TValue defaultValue)
        {
            SortedSet<KeyValuePair<TKey, TValue>>.Node n = Find(key);
            return n != null ? n.Item.Value : defaultValue;
        }

        public bool Remove(TKey key)
        {
            CheckKey(key);
            return _set.Remove(new KeyValuePair<TKey, TValue>(key, default(TValue)));
        }

        public void Clear()
        {
            _set.Clear();
        }

        public void CopyTo(KeyValuePair<TKey, TValue>[] array, int index)
        {
            _set.CopyTo(array, index);
        }

        void ICollection<KeyValuePair<TKey, TValue>>.Add(KeyValuePair<TKey, TValue> item)
        {
            Add(item.Key, item.Value);
        }

        // The pair's key is present with an equal value.
        bool ICollection<KeyValuePair<TKey, TValue>>.Contains(KeyValuePair<TKey, TValue> item)
        {
            SortedSet<KeyValuePair<TKey, TValue>>.Node n = Find(item.Key);
            return n != null && EqualityComparer<TValue>.Same(n.Item.Value, item.Value);
        }

        bool ICollection<KeyValuePair<TKey, TValue>>.Remove(KeyValuePair<TKey, TValue> item)
        {
            SortedSet<KeyValuePair<TKey, TValue>>.Node n = Find(item.Key);
            if (n == null || !EqualityComparer<TValue>.Same(n.Item.Value, item.Value))
                return false;
            return _set.Remove(n.Item);
        }

        private static void CheckKey(TKey key)
        {
            if (key == null)
                throw new ArgumentNullException("key");
        }

        private SortedSet<KeyValuePair<TKey, TValue>>.Node Find(TKey key)
        {
            CheckKey(key);
            return _set.FindNode(new KeyValuePair<TKey, TValue>(key, default(TValue)));
        }

        private static void ThrowKeyMutation()
        {
            throw new NotSupportedException("Mutating a key collection derived from a dictionary is not allowed.");
        }

        private static void ThrowValueMutation()
        {
            throw new NotSupportedException("Mutating a value collection derived from a dictionary is not allowed.");
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

        // Pairs ordered by their keys, values never compared.
        internal sealed class KeyComparer : IComparer<KeyValuePair<TKey, TValue>>
        {
            private IComparer<TKey> _keys;

            public KeyComparer(IComparer<TKey> keys)
            {
                _keys = keys;
            }

            public int Compare(KeyValuePair<TKey, TValue> x, KeyValuePair<TKey, TValue> y)
            {
                return _keys.Compare(x.Key, y.Key);
            }
        }

        public struct Enumerator : IEnumerator<KeyValuePair<TKey, TValue>>
        {
            private SortedSet<KeyValuePair<TKey, TValue>>.Enumerator _pairs;

            internal Enumerator(SortedDictionary<TKey, TValue> dictionary)
            {
                _pairs = dictionary._set.GetEnumerator();
            }

            public bool MoveNext()
            {
                return _pairs.MoveNext();
            }

            public KeyValuePair<TKey, TValue> Current
            {
                get { return _pairs.Current; }
            }

            internal bool NotStartedOrEnded
            {
                get { return _pairs.NotStartedOrEnded; }
            }

            object IEnumerator.Current
            {
                get
                {
                    if (_pairs.NotStartedOrEnded)
                        SortedSet<KeyValuePair<TKey, TValue>>.ThrowNotStarted();
                    return _pairs.Current;
                }
            }

            internal void Restart()
            {
                _pairs.Restart();
            }

            void IEnumerator.Reset()
            {
                _pairs.Restart();
            }

            public void Dispose()
            {
            }
        }

        public sealed class KeyCollection : ICollection<TKey>, IReadOnlyCollection<TKey>
        {
            private SortedDictionary<TKey, TValue> _dictionary;

            public KeyCollection(SortedDictionary<TKey, TValue> dictionary)
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
                if (index < 0)
                    throw new ArgumentOutOfRangeException("index", "Non-negative number required.");
                if (array.Length - index < Count)
                    throw new ArgumentException("Destination array is not long enough to copy all the items in the collection. Check array index and length.");
                foreach (KeyValuePair<TKey, TValue> kv in _dictionary)
                    array[index++] = kv.Key;
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
                private SortedDictionary<TKey, TValue>.Enumerator _pairs;

                internal Enumerator(SortedDictionary<TKey, TValue> dictionary)
                {
                    _pairs = dictionary.GetEnumerator();
                }

                public bool MoveNext()
                {
                    return _pairs.MoveNext();
                }

                public TKey Current
                {
                    get { return _pairs.Current.Key; }
                }

                object IEnumerator.Current
                {
                    get
                    {
                        if (_pairs.NotStartedOrEnded)
                            SortedSet<KeyValuePair<TKey, TValue>>.ThrowNotStarted();
                        return _pairs.Current.Key;
                    }
                }

                void IEnumerator.Reset()
                {
                    _pairs.Restart();
                }

                public void Dispose()
                {
                }
            }
        }

        public sealed class ValueCollection : ICollection<TValue>, IReadOnlyCollection<TValue>
        {
            private SortedDictionary<TKey, TValue> _dictionary;

            public ValueCollection(SortedDictionary<TKey, TValue> dictionary)
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
                if (index < 0)
                    throw new ArgumentOutOfRangeException("index", "Non-negative number required.");
                if (array.Length - index < Count)
                    throw new ArgumentException("Destination array is not long enough to copy all the items in the collection. Check array index and length.");
                foreach (KeyValuePair<TKey, TValue> kv in _dictionary)
                    array[index++] = kv.Value;
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
                private SortedDictionary<TKey, TValue>.Enumerator _pairs;

                internal Enumerator(SortedDictionary<TKey, TValue> dictionary)
                {
                    _pairs = dictionary.GetEnumerator();
                }

                public bool MoveNext()
                {
                    return _pairs.MoveNext();
                }

                public TValue Current
                {
                    get { return _pairs.Current.Value; }
                }

                object IEnumerator.Current
                {
                    get
                    {
                        if (_pairs.NotStartedOrEnded)
                            SortedSet<KeyValuePair<TKey, TValue>>.ThrowNotStarted();
                        return _pairs.Current.Value;
                    }
                }

                void IEnumerator.Reset()
                {
                    _pairs.Restart();
                }

                public void Dispose()
                {
                }
            }
        }
    }
}
