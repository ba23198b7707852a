// generic source
// System.Collections.Specialized.OrderedDictionary (docs/collections.md):
// not generic, but kept as source like BitArray (the line above,
// docs/generics.md) so that only the programs naming it compile it; with
// it the non-generic System.Collections.DictionaryEntry. Keys and Values
// are typed as the non-generic ICollection (Collection.cs).
//
// Invariant: keys holds every key once, in the order .NET enumerates them
// (insertion order, Insert's index), and map maps each of them to its
// value; keys are compared with their Equals/GetHashCode, as Hashtable's.
// Behaviour, argument checks and messages are .NET 8's.
using System.Collections.Generic;

namespace System.Collections
{
    public struct DictionaryEntry
    {
        private object key;
        private object value;

        public DictionaryEntry(object key, object value)
        {
            this.key = key;
            this.value = value;
        }

        public object Key
        {
            get { return key; }
            set { key = value; }
        }

        public object Value
        {
            get { return this.value; }
            set { this.value = value; }
        }

        public void Deconstruct(out object key, out object value)
        {
            key = this.key;
            value = this.value;
        }

        public override string ToString()
        {
            return "[" + key + ", " + value + "]";
        }
    }
}

namespace System.Collections.Specialized
{
    public class OrderedDictionary : IEnumerable
    {
        private const string IndexRange = "Index was out of range. Must be non-negative and less than the size of the collection.";
        private readonly List<object> keys = new List<object>();
        private readonly Dictionary<object, object> map = new Dictionary<object, object>();

        public OrderedDictionary()
        {
        }

        public OrderedDictionary(int capacity)
        {
            if (capacity < 0)
                throw new ArgumentOutOfRangeException("capacity", "Non-negative number required.");
        }

        public int Count
        {
            get { return keys.Count; }
        }

        public bool IsReadOnly
        {
            get { return false; }
        }

        public ICollection Keys
        {
            get { return new OrderedDictionaryItems(this, true); }
        }

        public ICollection Values
        {
            get { return new OrderedDictionaryItems(this, false); }
        }

        public object this[object key]
        {
            get
            {
                if (key == null)
                    throw new ArgumentNullException("key");
                object v;
                return map.TryGetValue(key, out v) ? v : null;
            }
            set
            {
                if (key == null)
                    throw new ArgumentNullException("key");
                if (!map.ContainsKey(key))
                    keys.Add(key);
                map[key] = value;
            }
        }

        public object this[int index]
        {
            get
            {
                CheckIndex(index);
                return map[keys[index]];
            }
            set
            {
                CheckIndex(index);
                map[keys[index]] = value;
            }
        }

        private void CheckIndex(int index)
        {
            if (index < 0 || index >= keys.Count)
                throw new ArgumentOutOfRangeException("index", IndexRange);
        }

        public void Add(object key, object value)
        {
            Insert(keys.Count, key, value);
        }

        public void Insert(int index, object key, object value)
        {
            if (index < 0 || index > keys.Count)
                throw new ArgumentOutOfRangeException("index", IndexRange);
            if (key == null)
                throw new ArgumentNullException("key");
            if (map.ContainsKey(key))
                throw new ArgumentException("Item has already been added. Key in dictionary: '" + FindKey(key) +
                                            "'  Key being added: '" + key + "'");
            map.Add(key, value);
            keys.Insert(index, key);
        }

        private object FindKey(object key)
        {
            for (int i = 0; i < keys.Count; i++)
                if (keys[i].Equals(key))
                    return keys[i];
            return key;
        }

        public bool Contains(object key)
        {
            if (key == null)
                throw new ArgumentNullException("key");
            return map.ContainsKey(key);
        }

        public void Remove(object key)
        {
            if (key == null)
                throw new ArgumentNullException("key");
            if (!map.Remove(key))
                return;
            for (int i = 0; i < keys.Count; i++)
                if (keys[i].Equals(key)) {
                    keys.RemoveAt(i);
                    return;
                }
        }

        public void RemoveAt(int index)
        {
            CheckIndex(index);
            map.Remove(keys[index]);
            keys.RemoveAt(index);
        }

        public void Clear()
        {
            keys.Clear();
            map.Clear();
        }

        // The entries in order, each a DictionaryEntry.
        public IEnumerator GetEnumerator()
        {
            for (int i = 0; i < keys.Count; i++)
                yield return new DictionaryEntry(keys[i], map[keys[i]]);
        }

        internal object KeyAt(int i)
        {
            return keys[i];
        }

        internal object ValueAt(int i)
        {
            return map[keys[i]];
        }
    }

    // Keys and Values: a view of the dictionary's keys or values in order.
    internal sealed class OrderedDictionaryItems : ICollection
    {
        private readonly OrderedDictionary owner;
        private readonly bool isKeys;

        public OrderedDictionaryItems(OrderedDictionary owner, bool isKeys)
        {
            this.owner = owner;
            this.isKeys = isKeys;
        }

        public int Count
        {
            get { return owner.Count; }
        }

        public IEnumerator GetEnumerator()
        {
            for (int i = 0; i < owner.Count; i++)
                yield return isKeys ? owner.KeyAt(i) : owner.ValueAt(i);
        }
    }
}
