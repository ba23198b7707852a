// LinkedList<T> and LinkedListNode<T> (docs/collections.md): generic
// definitions only, compiled with each program that names them
// (docs/generics.md).
//
// A circular doubly linked list: _head is the first node (null when
// empty), _head._prev the last; a node's _list is the list holding it
// (null once removed). Next/Previous hide the circle (null past the ends).
// Every change counts in _version, which the struct enumerator checks.
using System;
using System.Collections;

namespace System.Collections.Generic
{
    public sealed class LinkedListNode<T>
    {
        internal LinkedList<T> _list;
        internal LinkedListNode<T> _next;
        internal LinkedListNode<T> _prev;
        internal T _item;

        public LinkedListNode(T value)
        {
            _item = value;
        }

        internal LinkedListNode(LinkedList<T> list, T value)
        {
            _list = list;
            _item = value;
        }

        public LinkedList<T> List
        {
            get { return _list; }
        }

        public LinkedListNode<T> Next
        {
            get { return _next == null || _next == _list._head ? null : _next; }
        }

        public LinkedListNode<T> Previous
        {
            get { return _prev == null || this == _list._head ? null : _prev; }
        }

        public T Value
        {
            get { return _item; }
            set { _item = value; }
        }

        internal void Invalidate()
        {
            _list = null;
            _next = null;
            _prev = null;
        }
    }

    public class LinkedList<T> : ICollection<T>, IReadOnlyCollection<T>
    {
        internal LinkedListNode<T> _head;
        internal int _count;
        internal int _version;

        public LinkedList()
        {
        }

        public LinkedList(IEnumerable<T> collection)
        {
            if (collection == null)
                throw new ArgumentNullException("collection");
            foreach (T item in collection)
                AddLast(item);
        }

        // Arrays do not implement IEnumerable<T> in Kiln yet.
        public LinkedList(T[] collection)
        {
            if (collection == null)
                throw new ArgumentNullException("collection");
            for (int i = 0; i < collection.Length; i++)
                AddLast(collection[i]);
        }

        public int Count
        {
            get { return _count; }
        }

        public LinkedListNode<T> First
        {
            get { return _head; }
        }

        public LinkedListNode<T> Last
        {
            get { return _head == null ? null : _head._prev; }
        }

        bool ICollection<T>.IsReadOnly
        {
            get { return false; }
        }

        // ---- checks (.NET's messages)

        private void CheckNode(LinkedListNode<T> node)
        {
            if (node == null)
                throw new ArgumentNullException("node");
            if (node._list != this)
                throw new InvalidOperationException("The LinkedList node does not belong to current LinkedList.");
        }

        private static void CheckNewNode(LinkedListNode<T> node)
        {
            if (node == null)
                throw new ArgumentNullException("node");
            if (node._list != null)
                throw new InvalidOperationException("The LinkedList node already belongs to a LinkedList.");
        }

        private static void ThrowEmpty()
        {
            throw new InvalidOperationException("The LinkedList is empty.");
        }

        // ---- linking

        private void InsertBefore(LinkedListNode<T> node, LinkedListNode<T> newNode)
        {
            newNode._next = node;
            newNode._prev = node._prev;
            node._prev._next = newNode;
            node._prev = newNode;
            _version++;
            _count++;
        }

        private void InsertIntoEmpty(LinkedListNode<T> newNode)
        {
            newNode._next = newNode;
            newNode._prev = newNode;
            _head = newNode;
            _version++;
            _count++;
        }

        private void Unlink(LinkedListNode<T> node)
        {
            if (node._next == node) {
                _head = null;
            } else {
                node._next._prev = node._prev;
                node._prev._next = node._next;
                if (_head == node)
                    _head = node._next;
            }
            node.Invalidate();
            _count--;
            _version++;
        }

        // ---- adding

        public LinkedListNode<T> AddAfter(LinkedListNode<T> node, T value)
        {
            CheckNode(node);
            LinkedListNode<T> n = new LinkedListNode<T>(node._list, value);
            InsertBefore(node._next, n);
            return n;
        }

        public void AddAfter(LinkedListNode<T> node, LinkedListNode<T> newNode)
        {
            CheckNode(node);
            CheckNewNode(newNode);
            InsertBefore(node._next, newNode);
            newNode._list = this;
        }

        public LinkedListNode<T> AddBefore(LinkedListNode<T> node, T value)
        {
            CheckNode(node);
            LinkedListNode<T> n = new LinkedListNode<T>(node._list, value);
            InsertBefore(node, n);
            if (node == _head)
                _head = n;
            return n;
        }

        public void AddBefore(LinkedListNode<T> node, LinkedListNode<T> newNode)
        {
            CheckNode(node);
            CheckNewNode(newNode);
            InsertBefore(node, newNode);
            newNode._list = this;
            if (node == _head)
                _head = newNode;
        }

        public LinkedListNode<T> AddFirst(T value)
        {
            LinkedListNode<T> n = new LinkedListNode<T>(this, value);
            AddFirstNode(n);
            return n;
        }

        public void AddFirst(LinkedListNode<T> node)
        {
            CheckNewNode(node);
            AddFirstNode(node);
            node._list = this;
        }

        private void AddFirstNode(LinkedListNode<T> n)
        {
            if (_head == null) {
                InsertIntoEmpty(n);
            } else {
                InsertBefore(_head, n);
                _head = n;
            }
        }

        public LinkedListNode<T> AddLast(T value)
        {
            LinkedListNode<T> n = new LinkedListNode<T>(this, value);
            if (_head == null)
                InsertIntoEmpty(n);
            else
                InsertBefore(_head, n);
            return n;
        }

        public void AddLast(LinkedListNode<T> node)
        {
            CheckNewNode(node);
            if (_head == null)
                InsertIntoEmpty(node);
            else
                InsertBefore(_head, node);
            node._list = this;
        }

        void ICollection<T>.Add(T value)
        {
            AddLast(value);
        }

        // ---- removing

        public bool Remove(T value)
        {
            LinkedListNode<T> n = Find(value);
            if (n == null)
                return false;
            Unlink(n);
            return true;
        }

        public void Remove(LinkedListNode<T> node)
        {
            CheckNode(node);
            Unlink(node);
        }

        public void RemoveFirst()
        {
            if (_head == null)
                ThrowEmpty();
            Unlink(_head);
        }

        public void RemoveLast()
        {
            if (_head == null)
                ThrowEmpty();
            Unlink(_head._prev);
        }

        public void Clear()
        {
            LinkedListNode<T> n = _head;
            while (n != null) {
                LinkedListNode<T> next = n.Next;
                n.Invalidate();
                n = next;
            }
            _head = null;
            _count = 0;
            _version++;
        }

        // ---- searching and copying

        private static bool Same(T a, T b)
        {
            if (a == null)
                return b == null;
            return a.Equals(b);
        }

        public LinkedListNode<T> Find(T value)
        {
            LinkedListNode<T> n = _head;
            if (n == null)
                return null;
            do {
                if (Same(n._item, value))
                    return n;
                n = n._next;
            } while (n != _head);
            return null;
        }

        public LinkedListNode<T> FindLast(T value)
        {
            if (_head == null)
                return null;
            LinkedListNode<T> last = _head._prev, n = last;
            do {
                if (Same(n._item, value))
                    return n;
                n = n._prev;
            } while (n != last);
            return null;
        }

        public bool Contains(T value)
        {
            return Find(value) != null;
        }

        public void CopyTo(T[] array, int index)
        {
            if (array == null)
                throw new ArgumentNullException("array");
            if (index < 0)
                throw new ArgumentOutOfRangeException("index", "Non-negative number required.");
            if (index > array.Length)
                throw new ArgumentOutOfRangeException("index", "Must be less than or equal to the size of the collection.");
            if (array.Length - index < _count)
                throw new ArgumentException("Insufficient space in the target location to copy the information.");
            LinkedListNode<T> n = _head;
            if (n == null)
                return;
            do {
                array[index++] = n._item;
                n = n._next;
            } while (n != _head);
        }

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

        // _node is the next node to return (null at the end); _index counts
        // the nodes returned (0 before the first, Count + 1 once done).
        public struct Enumerator : IEnumerator<T>
        {
            private LinkedList<T> _list;
            private LinkedListNode<T> _node;
            private int _version;
            private T _current;
            private int _index;

            internal Enumerator(LinkedList<T> list)
            {
                _list = list;
                _version = list._version;
                _node = list._head;
                _current = default(T);
                _index = 0;
            }

            public bool MoveNext()
            {
                if (_version != _list._version)
                    throw new InvalidOperationException("Collection was modified; enumeration operation may not execute.");
                if (_node == null) {
                    _index = _list._count + 1;
                    return false;
                }
                _index++;
                _current = _node._item;
                _node = _node._next;
                if (_node == _list._head)
                    _node = null;
                return true;
            }

            public T Current
            {
                get { return _current; }
            }

            object IEnumerator.Current
            {
                get
                {
                    if (_index == 0 || _index == _list._count + 1)
                        throw new InvalidOperationException("Enumeration has either not started or has already finished.");
                    return _current;
                }
            }

            void IEnumerator.Reset()
            {
                if (_version != _list._version)
                    throw new InvalidOperationException("Collection was modified; enumeration operation may not execute.");
                _current = default(T);
                _node = _list._head;
                _index = 0;
            }

            public void Dispose()
            {
            }
        }
    }
}
