// System.Collections.ObjectModel.ReadOnlyCollection<T> (docs/collections.md):
// a read-only view of an IList<T> (List<T>.AsReadOnly, Array.AsReadOnly);
// it sees the list's later changes. The IList<T> and ICollection<T> members
// that would change it throw .NET's NotSupportedException ("Collection is
// read-only.").
using System;
using System.Collections;
using System.Collections.Generic;

namespace System.Collections.ObjectModel
{
    public class ReadOnlyCollection<T> : IList<T>, IReadOnlyList<T>
    {
        private readonly IList<T> _list;

        public ReadOnlyCollection(IList<T> list)
        {
            if (list == null)
                throw new ArgumentNullException("list");
            _list = list;
        }

        public int Count
        {
            get { return _list.Count; }
        }

        public T this[int index]
        {
            get { return _list[index]; }
        }

        protected IList<T> Items
        {
            get { return _list; }
        }

        public bool Contains(T value)
        {
            return _list.Contains(value);
        }

        public void CopyTo(T[] array, int index)
        {
            _list.CopyTo(array, index);
        }

        public IEnumerator<T> GetEnumerator()
        {
            return _list.GetEnumerator();
        }

        public int IndexOf(T value)
        {
            return _list.IndexOf(value);
        }

        IEnumerator IEnumerable.GetEnumerator()
        {
            return _list.GetEnumerator();
        }

        T IList<T>.this[int index]
        {
            get { return _list[index]; }
            set { throw ReadOnly(); }
        }

        bool ICollection<T>.IsReadOnly
        {
            get { return true; }
        }

        void ICollection<T>.Add(T value) { throw ReadOnly(); }
        void ICollection<T>.Clear() { throw ReadOnly(); }
        bool ICollection<T>.Remove(T value) { throw ReadOnly(); }
        void IList<T>.Insert(int index, T value) { throw ReadOnly(); }
        void IList<T>.RemoveAt(int index) { throw ReadOnly(); }

        private static NotSupportedException ReadOnly()
        {
            return new NotSupportedException("Collection is read-only.");
        }
    }
}
