// generic source
// System.Collections.ArrayList (docs/collections.md): not generic, but kept
// as source like BitArray (the line above, docs/generics.md) so that only
// the programs naming it compile it.
//
// The elements live in a List<object>, whose growth (4, then doubling),
// argument checks, messages, introspective sort and version-checked
// enumerator are .NET's ArrayList's too; what ArrayList does differently
// is here: Add returns the index, equality is the element's Equals
// (System.Collections' rule: element.Equals(value), null matches null),
// Sort's default order is System.Collections.Comparer's (Comparer<object>),
// TrimToSize trims exactly (a capacity set to 0 becomes 4, as .NET's),
// and ranges come in as an ICollection (an array converts to one).
// Not here: GetRange and the Adapter/FixedSize/ReadOnly/Synchronized
// wrappers (views .NET keeps live), CopyTo(Array) (Kiln has no
// System.Array parameter type) and ToArray(Type).
using System.Collections.Generic;

namespace System.Collections
{
    public class ArrayList : ICollection, ICloneable
    {
        private List<object> _list;

        public ArrayList()
        {
            _list = new List<object>();
        }

        public ArrayList(int capacity)
        {
            if (capacity < 0)
                throw new ArgumentOutOfRangeException("capacity", "'capacity' must be non-negative.");
            _list = new List<object>(capacity);
        }

        public ArrayList(ICollection c)
        {
            if (c == null)
                throw new ArgumentNullException("c", "Collection cannot be null.");
            _list = new List<object>(c.Count);
            foreach (object o in c)
                _list.Add(o);
        }

        public virtual int Count
        {
            get { return _list.Count; }
        }

        public virtual int Capacity
        {
            get { return _list.Capacity; }
            set
            {
                if (value < _list.Count)
                    throw new ArgumentOutOfRangeException("value", "capacity was less than the current size.");
                // .NET's ArrayList gives a list set to capacity 0 room for 4.
                if (value != _list.Capacity)
                    _list.Capacity = value > 0 ? value : 4;
            }
        }

        public virtual bool IsFixedSize
        {
            get { return false; }
        }

        public virtual bool IsReadOnly
        {
            get { return false; }
        }

        public virtual bool IsSynchronized
        {
            get { return false; }
        }

        public virtual object this[int index]
        {
            get { return _list[index]; }
            set { _list[index] = value; }
        }

        public virtual int Add(object value)
        {
            _list.Add(value);
            return _list.Count - 1;
        }

        public virtual void AddRange(ICollection c)
        {
            InsertRange(_list.Count, c);
        }

        public virtual void Insert(int index, object value)
        {
            if (index < 0 || index > _list.Count)
                throw new ArgumentOutOfRangeException("index", "Index was out of range. Must be non-negative and less than the size of the collection.");
            _list.Insert(index, value);
        }

        public virtual void InsertRange(int index, ICollection c)
        {
            if (c == null)
                throw new ArgumentNullException("c", "Collection cannot be null.");
            if (index < 0 || index > _list.Count)
                throw new ArgumentOutOfRangeException("index", "Index was out of range. Must be non-negative and less than the size of the collection.");
            // The collection is read before it is inserted: c may be this list.
            object[] items = new object[c.Count];
            int n = 0;
            foreach (object o in c)
                items[n++] = o;
            _list.InsertRange(index, items);
        }

        public virtual void Remove(object obj)
        {
            int index = IndexOf(obj);
            if (index >= 0)
                _list.RemoveAt(index);
        }

        public virtual void RemoveAt(int index)
        {
            _list.RemoveAt(index);
        }

        public virtual void RemoveRange(int index, int count)
        {
            _list.RemoveRange(index, count);
        }

        public virtual void Clear()
        {
            _list.Clear();
        }

        public virtual bool Contains(object item)
        {
            return IndexOf(item, 0, _list.Count) >= 0;
        }

        public virtual int IndexOf(object value)
        {
            return IndexOf(value, 0, _list.Count);
        }

        public virtual int IndexOf(object value, int startIndex)
        {
            if (startIndex > _list.Count)
                throw new ArgumentOutOfRangeException("startIndex", "Index was out of range. Must be non-negative and less than the size of the collection.");
            return IndexOf(value, startIndex, _list.Count - startIndex);
        }

        public virtual int IndexOf(object value, int startIndex, int count)
        {
            if (startIndex > _list.Count)
                throw new ArgumentOutOfRangeException("startIndex", "Index was out of range. Must be non-negative and less than the size of the collection.");
            if (count < 0 || startIndex > _list.Count - count)
                throw new ArgumentOutOfRangeException("count", "Count must be positive and count must refer to a location within the string/array/collection.");
            if (startIndex < 0)
                throw new ArgumentOutOfRangeException("startIndex", "Index was out of range. Must be non-negative and less than or equal to the size of the collection.");
            for (int i = startIndex; i < startIndex + count; i++)
                if (Matches(_list[i], value))
                    return i;
            return -1;
        }

        public virtual int LastIndexOf(object value)
        {
            for (int i = _list.Count - 1; i >= 0; i--)
                if (Matches(_list[i], value))
                    return i;
            return -1;
        }

        private static bool Matches(object element, object value)
        {
            if (value == null)
                return element == null;
            return element != null && element.Equals(value);
        }

        public virtual void Reverse()
        {
            _list.Reverse();
        }

        public virtual void Reverse(int index, int count)
        {
            _list.Reverse(index, count);
        }

        public virtual void Sort()
        {
            _list.Sort();
        }

        public virtual void Sort(IComparer comparer)
        {
            Sort(0, _list.Count, comparer);
        }

        public virtual void Sort(int index, int count, IComparer comparer)
        {
            _list.Sort(index, count, comparer == null ? null : new NonGenericComparer(comparer));
        }

        public virtual int BinarySearch(object value)
        {
            return _list.BinarySearch(value);
        }

        public virtual int BinarySearch(object value, IComparer comparer)
        {
            return _list.BinarySearch(value, comparer == null ? null : new NonGenericComparer(comparer));
        }

        public virtual object[] ToArray()
        {
            return _list.ToArray();
        }

        public virtual void TrimToSize()
        {
            Capacity = _list.Count;
        }

        public virtual object Clone()
        {
            ArrayList copy = new ArrayList(_list.Count);
            copy._list.AddRange(_list);
            return copy;
        }

        public virtual IEnumerator GetEnumerator()
        {
            return ((IEnumerable)_list).GetEnumerator();
        }
    }

    // An IComparer seen as the IComparer<object> List<object> sorts with.
    internal sealed class NonGenericComparer : IComparer<object>
    {
        private readonly IComparer _comparer;

        public NonGenericComparer(IComparer comparer)
        {
            _comparer = comparer;
        }

        public int Compare(object x, object y)
        {
            return _comparer.Compare(x, y);
        }
    }
}
