// HashSet<T> (docs/collections.md): a generic definition only; programs
// compile it with their own code (docs/generics.md, gensrc.c).
//
// The layout is Dictionary<TKey,TValue>'s (see Dictionary.cs): insertion
// slots in parallel arrays (_hashes, _next, _items), _buckets[h % size]
// holding 1 + the first slot of each chain, and a free list of removed
// slots threaded through _next (FreeBase - next) that the next insertion
// takes from, last freed first. Enumeration walks the slots in order, so
// the set enumerates as .NET's does after any sequence of Add and Remove;
// the set operations add and remove in .NET's order for the same reason.
// null is an element like any other (hash 0).
using System;
using System.Collections;

namespace System.Collections.Generic
{
    public class HashSet<T> : ISet<T>, IReadOnlyCollection<T>
    {
        private const int FreeBase = -3;

        private int[] _buckets;
        private int[] _hashes;
        private int[] _next;
        private T[] _items;
        private int _count;
        private int _freeList;
        private int _freeCount;
        private int _version;
        // The program's comparer; null for the default one (as Dictionary's).
        private IEqualityComparer<T> _comparer;

        public HashSet()
        {
            _freeList = -1;
        }

        public HashSet(int capacity)
            : this(capacity, null)
        {
        }

        public HashSet(IEqualityComparer<T> comparer)
            : this(0, comparer)
        {
        }

        public HashSet(int capacity, IEqualityComparer<T> comparer)
        {
            if (capacity < 0)
                throw new ArgumentOutOfRangeException("capacity", "Non-negative number required.");
            _freeList = -1;
            if (comparer != null && comparer != EqualityComparer<T>.Default)
                _comparer = comparer;
            if (capacity > 0)
                Initialize(capacity);
        }

        public HashSet(IEnumerable<T> collection)
            : this(collection, null)
        {
        }

        public HashSet(IEnumerable<T> collection, IEqualityComparer<T> comparer)
            : this(0, comparer)
        {
            if (collection == null)
                throw new ArgumentNullException("collection");
            HashSet<T> other = collection as HashSet<T>;
            if (other != null && SameComparer(other) && other.Count > 0 &&
                Prime(2 * (other.Count + 1)) >= other._buckets.Length) {
                CloneFrom(other);   // .NET copies a set that is not too sparse slot for slot
                return;
            }
            UnionWith(collection);
            if (_count > 0 && _items.Length / _count > 3)
                TrimExcess();
        }

        // Arrays do not implement IEnumerable<T> in Kiln yet: the overloads
        // taking one stand for .NET's IEnumerable<T> ones.
        public HashSet(T[] collection)
            : this(ArrayItems(collection, "collection"))
        {
        }

        public int Count
        {
            get { return _count - _freeCount; }
        }

        bool ICollection<T>.IsReadOnly
        {
            get { return false; }
        }

        private static List<T> ArrayItems(T[] items, string name)
        {
            if (items == null)
                throw new ArgumentNullException(name);
            return new List<T>(items);
        }

        public IEqualityComparer<T> Comparer
        {
            get { return _comparer == null ? EqualityComparer<T>.Default : _comparer; }
        }

        // Does other decide equality as this set does (.NET: the comparers
        // are Equal), so that its Contains answers for this set?
        private bool SameComparer(HashSet<T> other)
        {
            return Comparer.Equals(other.Comparer);
        }

        // null hashes to 0 without the comparer, as .NET's.
        private int HashOf(T item)
        {
            if (_comparer == null)
                return EqualityComparer<T>.HashOf(item) & 0x7FFFFFFF;
            return item == null ? 0 : _comparer.GetHashCode(item) & 0x7FFFFFFF;
        }

        private bool Same(T a, T b)
        {
            if (_comparer == null)
                return EqualityComparer<T>.Same(a, b);
            return _comparer.Equals(a, b);
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
            _items = new T[size];
            _freeList = -1;
        }

        private void CloneFrom(HashSet<T> other)
        {
            int n = other._buckets.Length;
            _buckets = new int[n];
            _hashes = new int[n];
            _next = new int[n];
            _items = new T[n];
            for (int i = 0; i < n; i++) {
                _buckets[i] = other._buckets[i];
                _hashes[i] = other._hashes[i];
                _next[i] = other._next[i];
                _items[i] = other._items[i];
            }
            _count = other._count;
            _freeList = other._freeList;
            _freeCount = other._freeCount;
        }

        // New arrays of size with the live slots moved down in order (no
        // free slots left).
        private void Rebuild(int size)
        {
            int[] hashes = new int[size];
            int[] next = new int[size];
            T[] items = new T[size];
            int[] buckets = new int[size];
            int n = 0;
            for (int i = 0; i < _count; i++) {
                if (_next[i] < -1)
                    continue;
                hashes[n] = _hashes[i];
                items[n] = _items[i];
                int b = (int)((uint)hashes[n] % (uint)size);
                next[n] = buckets[b] - 1;
                buckets[b] = n + 1;
                n++;
            }
            _buckets = buckets;
            _hashes = hashes;
            _next = next;
            _items = items;
            _count = n;
            _freeList = -1;
            _freeCount = 0;
        }

        // The slot of item, or -1.
        private int FindItem(T item)
        {
            if (_buckets == null)
                return -1;
            int h = HashOf(item);
            for (int i = _buckets[(int)((uint)h % (uint)_buckets.Length)] - 1; i >= 0; i = _next[i])
                if (_hashes[i] == h && Same(_items[i], item))
                    return i;
            return -1;
        }

        // Adds item when absent; its slot either way in *slot; true when added.
        private bool AddOrFind(T item, out int slot)
        {
            if (_buckets == null)
                Initialize(0);
            int h = HashOf(item);
            int b = (int)((uint)h % (uint)_buckets.Length);
            for (int i = _buckets[b] - 1; i >= 0; i = _next[i])
                if (_hashes[i] == h && Same(_items[i], item)) {
                    slot = i;
                    return false;
                }
            if (_freeCount > 0) {
                slot = _freeList;
                _freeList = FreeBase - _next[slot];
                _freeCount--;
            } else {
                if (_count == _items.Length) {
                    Rebuild(Prime(2 * _count));
                    b = (int)((uint)h % (uint)_buckets.Length);
                }
                slot = _count;
                _count++;
            }
            _hashes[slot] = h;
            _next[slot] = _buckets[b] - 1;
            _items[slot] = item;
            _buckets[b] = slot + 1;
            _version++;
            return true;
        }

        public bool Add(T item)
        {
            int slot;
            return AddOrFind(item, out slot);
        }

        void ICollection<T>.Add(T item)
        {
            Add(item);
        }

        public bool Contains(T item)
        {
            return FindItem(item) >= 0;
        }

        public bool TryGetValue(T equalValue, out T actualValue)
        {
            int i = FindItem(equalValue);
            if (i < 0) {
                actualValue = default(T);
                return false;
            }
            actualValue = _items[i];
            return true;
        }

        public bool Remove(T item)
        {
            if (_buckets == null)
                return false;
            int h = HashOf(item);
            int b = (int)((uint)h % (uint)_buckets.Length);
            int last = -1;
            for (int i = _buckets[b] - 1; i >= 0; last = i, i = _next[i]) {
                if (_hashes[i] != h || !Same(_items[i], item))
                    continue;
                if (last < 0)
                    _buckets[b] = _next[i] + 1;
                else
                    _next[last] = _next[i];
                _next[i] = FreeBase - _freeList;
                _items[i] = default(T);
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
            for (int i = 0; i < _count; i++)
                _items[i] = default(T);
            _count = 0;
            _freeList = -1;
            _freeCount = 0;
        }

        public int RemoveWhere(Predicate<T> match)
        {
            if (match == null)
                throw new ArgumentNullException("match");
            int removed = 0;
            for (int i = 0; i < _count; i++) {
                if (_next[i] < -1)
                    continue;
                T item = _items[i];
                if (match(item) && Remove(item))
                    removed++;
            }
            return removed;
        }

        public int EnsureCapacity(int capacity)
        {
            if (capacity < 0)
                throw new ArgumentOutOfRangeException("capacity", "Non-negative number required.");
            int current = _items == null ? 0 : _items.Length;
            if (current >= capacity)
                return current;
            if (_buckets == null) {
                Initialize(capacity);
                return _items.Length;
            }
            Rebuild(Prime(capacity));
            return _items.Length;
        }

        public void TrimExcess()
        {
            int n = Count;
            if (n == 0) {
                _buckets = null;
                _hashes = null;
                _next = null;
                _items = null;
                _count = 0;
                _freeList = -1;
                _freeCount = 0;
                _version++;
                return;
            }
            Rebuild(Prime(n));
            _version++;
        }

        public void CopyTo(T[] array)
        {
            CopyTo(array, 0, Count);
        }

        public void CopyTo(T[] array, int arrayIndex)
        {
            CopyTo(array, arrayIndex, Count);
        }

        public void CopyTo(T[] array, int arrayIndex, int count)
        {
            if (array == null)
                throw new ArgumentNullException("array");
            if (arrayIndex < 0)
                throw new ArgumentOutOfRangeException("arrayIndex", "Non-negative number required.");
            if (count < 0)
                throw new ArgumentOutOfRangeException("count", "Non-negative number required.");
            if (arrayIndex > array.Length || count > array.Length - arrayIndex)
                throw new ArgumentException("Destination array is not long enough to copy all the items in the collection. Check array index and length.");
            for (int i = 0; i < _count && count > 0; i++)
                if (_next[i] >= -1) {
                    array[arrayIndex++] = _items[i];
                    count--;
                }
        }

        // ---- set operations (C#'s ISet<T>, .NET's order of changes)

        private static void CheckOther(object other)
        {
            if (other == null)
                throw new ArgumentNullException("other");
        }

        public void UnionWith(IEnumerable<T> other)
        {
            CheckOther(other);
            foreach (T item in other)
                Add(item);
        }

        // Removes, in slot order, every element other does not contain.
        public void IntersectWith(IEnumerable<T> other)
        {
            CheckOther(other);
            if (Count == 0 || other == this)
                return;
            ICollection<T> c = other as ICollection<T>;
            if (c != null && c.Count == 0) {
                Clear();
                return;
            }
            HashSet<T> keep = other as HashSet<T>;
            if (keep == null || !SameComparer(keep)) {
                keep = new HashSet<T>(_comparer);
                foreach (T item in other)
                    if (Contains(item))
                        keep.Add(item);
            }
            for (int i = 0; i < _count; i++)
                if (_next[i] >= -1 && !keep.Contains(_items[i]))
                    Remove(_items[i]);
        }

        public void ExceptWith(IEnumerable<T> other)
        {
            CheckOther(other);
            if (Count == 0)
                return;
            if (other == this) {
                Clear();
                return;
            }
            foreach (T item in other)
                Remove(item);
        }

        public void SymmetricExceptWith(IEnumerable<T> other)
        {
            CheckOther(other);
            if (Count == 0) {
                UnionWith(other);
                return;
            }
            if (other == this) {
                Clear();
                return;
            }
            HashSet<T> set = other as HashSet<T>;
            if (set != null && SameComparer(set)) {   // each item removed or added at once
                foreach (T item in other)
                    if (!Remove(item))
                        Add(item);
                return;
            }
            // Otherwise .NET adds as it reads other and removes the common
            // elements afterwards, in slot order.
            bool[] added = new bool[_items.Length];
            bool[] common = new bool[_items.Length];
            foreach (T item in other) {
                int slot;
                if (AddOrFind(item, out slot)) {
                    if (slot >= added.Length) {
                        added = Grown(added, _items.Length);
                        common = Grown(common, _items.Length);
                    }
                    added[slot] = true;
                } else if (!added[slot]) {
                    common[slot] = true;
                }
            }
            for (int i = 0; i < common.Length; i++)
                if (common[i])
                    Remove(_items[i]);
        }

        private static bool[] Grown(bool[] a, int n)
        {
            bool[] b = new bool[n];
            for (int i = 0; i < a.Length; i++)
                b[i] = a[i];
            return b;
        }

        // How many distinct elements of other this set holds, and whether
        // other has one it does not.
        private int CountShared(IEnumerable<T> other, out bool outside)
        {
            HashSet<T> seen = new HashSet<T>(_comparer);
            outside = false;
            foreach (T item in other) {
                if (Contains(item))
                    seen.Add(item);
                else
                    outside = true;
            }
            return seen.Count;
        }

        public bool IsSubsetOf(IEnumerable<T> other)
        {
            CheckOther(other);
            if (Count == 0)
                return true;
            bool outside;
            return CountShared(other, out outside) == Count;
        }

        public bool IsProperSubsetOf(IEnumerable<T> other)
        {
            CheckOther(other);
            bool outside;
            int shared = CountShared(other, out outside);
            return shared == Count && outside;
        }

        public bool IsSupersetOf(IEnumerable<T> other)
        {
            CheckOther(other);
            foreach (T item in other)
                if (!Contains(item))
                    return false;
            return true;
        }

        public bool IsProperSupersetOf(IEnumerable<T> other)
        {
            CheckOther(other);
            if (Count == 0)
                return false;
            bool outside;
            int shared = CountShared(other, out outside);
            return !outside && shared < Count;
        }

        public bool Overlaps(IEnumerable<T> other)
        {
            CheckOther(other);
            if (Count == 0)
                return false;
            foreach (T item in other)
                if (Contains(item))
                    return true;
            return false;
        }

        public bool SetEquals(IEnumerable<T> other)
        {
            CheckOther(other);
            bool outside;
            int shared = CountShared(other, out outside);
            return !outside && shared == Count;
        }

        public void UnionWith(T[] other) { UnionWith(ArrayItems(other, "other")); }
        public void IntersectWith(T[] other) { IntersectWith(ArrayItems(other, "other")); }
        public void ExceptWith(T[] other) { ExceptWith(ArrayItems(other, "other")); }
        public void SymmetricExceptWith(T[] other) { SymmetricExceptWith(ArrayItems(other, "other")); }
        public bool IsSubsetOf(T[] other) { return IsSubsetOf(ArrayItems(other, "other")); }
        public bool IsSupersetOf(T[] other) { return IsSupersetOf(ArrayItems(other, "other")); }
        public bool IsProperSubsetOf(T[] other) { return IsProperSubsetOf(ArrayItems(other, "other")); }
        public bool IsProperSupersetOf(T[] other) { return IsProperSupersetOf(ArrayItems(other, "other")); }
        public bool Overlaps(T[] other) { return Overlaps(ArrayItems(other, "other")); }
        public bool SetEquals(T[] other) { return SetEquals(ArrayItems(other, "other")); }

        // ---- enumeration

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

        // _index is the next slot to look at (0 before the first MoveNext),
        // _count + 1 once done; an insertion (a change of _version) stops it,
        // a Remove or Clear does not (.NET's rule).
        public struct Enumerator : IEnumerator<T>
        {
            private HashSet<T> _set;
            private int _version;
            private int _index;
            private T _current;

            internal Enumerator(HashSet<T> set)
            {
                _set = set;
                _version = set._version;
                _index = 0;
                _current = default(T);
            }

            public bool MoveNext()
            {
                HashSet<T> s = _set;
                if (_version != s._version)
                    throw new InvalidOperationException("Collection was modified; enumeration operation may not execute.");
                while (_index < s._count) {
                    int i = _index++;
                    if (s._next[i] >= -1) {
                        _current = s._items[i];
                        return true;
                    }
                }
                _index = s._count + 1;
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
                    if (_index == 0 || _index == _set._count + 1)
                        throw new InvalidOperationException("Enumeration has either not started or has already finished.");
                    return _current;
                }
            }

            void IEnumerator.Reset()
            {
                if (_version != _set._version)
                    throw new InvalidOperationException("Collection was modified; enumeration operation may not execute.");
                _index = 0;
                _current = default(T);
            }

            public void Dispose()
            {
            }
        }
    }
}
