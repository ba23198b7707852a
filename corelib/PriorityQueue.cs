// PriorityQueue<TElement, TPriority> (.NET 6; docs/collections.md):
// generic definitions only, so the corelib keeps this file's source and a
// program that names PriorityQueue compiles it (docs/generics.md).
//
// .NET's quaternary min-heap: node i's children are 4i+1..4i+4, its parent
// (i-1)/4; an element moves up past parents of greater priority only and
// down to the first least child while that child's priority is less than
// its own, so the order in which elements of equal priority leave is
// .NET's. Elements and priorities are parallel arrays (.NET keeps an array
// of (TElement, TPriority) tuples: the same order of moves). The pair
// members spell the tuple type ValueTuple<TElement, TPriority>: a program
// naming PriorityQueue then compiles ValueTuple.cs too (gensrc.c selects
// files by the names they write; tuple syntax names none).
using System;
using System.Collections;

namespace System.Collections.Generic
{
    public class PriorityQueue<TElement, TPriority>
    {
        private TElement[] _elements;
        private TPriority[] _priorities;
        private int _size;
        private int _version;
        private IComparer<TPriority> _comparer;
        private IComparer<TPriority> _cmp;   // _comparer, or the default one

        public PriorityQueue()
            : this(0, null)
        {
        }

        public PriorityQueue(int initialCapacity)
            : this(initialCapacity, null)
        {
        }

        public PriorityQueue(IComparer<TPriority> comparer)
            : this(0, comparer)
        {
        }

        public PriorityQueue(int initialCapacity, IComparer<TPriority> comparer)
        {
            if (initialCapacity < 0)
                throw new ArgumentOutOfRangeException("initialCapacity", initialCapacity, "initialCapacity ('" + initialCapacity + "') must be a non-negative value.");
            _elements = new TElement[initialCapacity];
            _priorities = new TPriority[initialCapacity];
            _comparer = comparer;
            _cmp = comparer == null ? DefaultComparer<TPriority>.Get() : comparer;
        }

        // Elements with their priorities, heapified (.NET's constructor over
        // a sequence of pairs: an exact array for a collection, else one
        // grown as Enqueue grows it: 4, then doubling).
        public PriorityQueue(IEnumerable<ValueTuple<TElement, TPriority>> items)
            : this(items, null)
        {
        }

        public PriorityQueue(IEnumerable<ValueTuple<TElement, TPriority>> items, IComparer<TPriority> comparer)
            : this(0, comparer)
        {
            if (items == null)
                throw new ArgumentNullException("items");
            AppendAll(items, true);
            if (_size > 1)
                Heapify();
        }

        public int Count
        {
            get { return _size; }
        }

        // The pairs in the heap's array order (no order promised: .NET's).
        public UnorderedItemsCollection UnorderedItems
        {
            get { return new UnorderedItemsCollection(this); }
        }

        public IComparer<TPriority> Comparer
        {
            get { return _comparer == null ? DefaultComparer<TPriority>.Get() : _comparer; }
        }

        public void Enqueue(TElement element, TPriority priority)
        {
            int at = _size;
            _version++;
            if (_elements.Length == at)
                Grow(at + 1);
            _size = at + 1;
            MoveUp(element, priority, at);
        }

        public TElement Peek()
        {
            if (_size == 0)
                throw new InvalidOperationException("Queue empty.");
            return _elements[0];
        }

        public TElement Dequeue()
        {
            if (_size == 0)
                throw new InvalidOperationException("Queue empty.");
            TElement e = _elements[0];
            RemoveRoot();
            return e;
        }

        public bool TryDequeue(out TElement element, out TPriority priority)
        {
            if (!TryPeek(out element, out priority))
                return false;
            RemoveRoot();
            return true;
        }

        public bool TryPeek(out TElement element, out TPriority priority)
        {
            if (_size == 0) {
                element = default(TElement);
                priority = default(TPriority);
                return false;
            }
            element = _elements[0];
            priority = _priorities[0];
            return true;
        }

        // Enqueue then Dequeue in one step: the new element leaves at once
        // when the queue is empty or its priority is not above the root's.
        public TElement EnqueueDequeue(TElement element, TPriority priority)
        {
            if (_size != 0 && _cmp.Compare(priority, _priorities[0]) > 0) {
                TElement root = _elements[0];
                MoveDown(element, priority, 0);
                _version++;
                return root;
            }
            return element;
        }

        // Dequeue then Enqueue in one step (.NET 7).
        public TElement DequeueEnqueue(TElement element, TPriority priority)
        {
            if (_size == 0)
                throw new InvalidOperationException("Queue empty.");
            TElement root = _elements[0];
            if (_cmp.Compare(priority, _priorities[0]) > 0) {
                MoveDown(element, priority, 0);
            } else {
                _elements[0] = element;
                _priorities[0] = priority;
            }
            _version++;
            return root;
        }

        // Every element with one priority: appended and heapified when the
        // queue was empty, else enqueued one by one (.NET's).
        public void EnqueueRange(IEnumerable<TElement> elements, TPriority priority)
        {
            if (elements == null)
                throw new ArgumentNullException("elements");
            ICollection<TElement> c = elements as ICollection<TElement>;
            if (c != null && c.Count > _elements.Length - _size)
                Grow(_size + c.Count);   // one growth, as .NET's
            if (_size == 0) {
                int n = 0;
                foreach (TElement e in elements) {
                    if (n == _elements.Length)
                        Grow(n + 1);
                    _elements[n] = e;
                    _priorities[n] = priority;
                    n++;
                }
                _size = n;
                _version++;
                if (n > 1)
                    Heapify();
                return;
            }
            foreach (TElement e in elements)
                Enqueue(e, priority);
        }

        // Pairs appended and heapified when the queue was empty, else
        // enqueued one by one (.NET's).
        public void EnqueueRange(IEnumerable<ValueTuple<TElement, TPriority>> items)
        {
            if (items == null)
                throw new ArgumentNullException("items");
            if (_size == 0) {
                AppendAll(items, false);
                _version++;
                if (_size > 1)
                    Heapify();
                return;
            }
            ICollection<ValueTuple<TElement, TPriority>> c = items as ICollection<ValueTuple<TElement, TPriority>>;
            if (c != null && c.Count > _elements.Length - _size)
                Grow(_size + c.Count);
            foreach (ValueTuple<TElement, TPriority> item in items)
                Enqueue(item.Item1, item.Item2);
        }

        // items after the queue's _size pairs: the arrays grown once for a
        // collection (to its size exactly when exact: the constructor's),
        // else as Enqueue grows them.
        private void AppendAll(IEnumerable<ValueTuple<TElement, TPriority>> items, bool exact)
        {
            ICollection<ValueTuple<TElement, TPriority>> c = items as ICollection<ValueTuple<TElement, TPriority>>;
            if (c != null && c.Count > _elements.Length - _size) {
                if (exact)
                    SetCapacity(_size + c.Count);
                else
                    Grow(_size + c.Count);
            }
            foreach (ValueTuple<TElement, TPriority> item in items) {
                if (_size == _elements.Length)
                    Grow(_size + 1);
                _elements[_size] = item.Item1;
                _priorities[_size] = item.Item2;
                _size++;
            }
        }

        public void Clear()
        {
            for (int i = 0; i < _size; i++) {
                _elements[i] = default(TElement);
                _priorities[i] = default(TPriority);
            }
            _size = 0;
            _version++;
        }

        public int EnsureCapacity(int capacity)
        {
            if (capacity < 0)
                throw new ArgumentOutOfRangeException("capacity", capacity, "capacity ('" + capacity + "') must be a non-negative value.");
            if (_elements.Length < capacity) {
                Grow(capacity);
                _version++;
            }
            return _elements.Length;
        }

        public void TrimExcess()
        {
            int threshold = (int)(_elements.Length * 0.9);
            if (_size < threshold) {
                SetCapacity(_size);
                _version++;
            }
        }

        private void Grow(int min)
        {
            int n = 2 * _elements.Length;
            if (n < _elements.Length + 4)
                n = _elements.Length + 4;
            if (n < min)
                n = min;
            SetCapacity(n);
        }

        private void SetCapacity(int n)
        {
            TElement[] es = new TElement[n];
            TPriority[] ps = new TPriority[n];
            for (int i = 0; i < _size; i++) {
                es[i] = _elements[i];
                ps[i] = _priorities[i];
            }
            _elements = es;
            _priorities = ps;
        }

        private void RemoveRoot()
        {
            int last = --_size;
            _version++;
            if (last > 0)
                MoveDown(_elements[last], _priorities[last], 0);
            _elements[last] = default(TElement);
            _priorities[last] = default(TPriority);
        }

        private void Heapify()
        {
            for (int i = (_size - 2) >> 2; i >= 0; i--)
                MoveDown(_elements[i], _priorities[i], i);
        }

        private void MoveUp(TElement e, TPriority p, int at)
        {
            while (at > 0) {
                int parent = (at - 1) >> 2;
                if (_cmp.Compare(p, _priorities[parent]) >= 0)
                    break;
                _elements[at] = _elements[parent];
                _priorities[at] = _priorities[parent];
                at = parent;
            }
            _elements[at] = e;
            _priorities[at] = p;
        }

        private void MoveDown(TElement e, TPriority p, int at)
        {
            int child;
            while ((child = (at << 2) + 1) < _size) {
                int min = child;
                int end = child + 4 < _size ? child + 4 : _size;
                while (++child < end)
                    if (_cmp.Compare(_priorities[child], _priorities[min]) < 0)
                        min = child;
                if (_cmp.Compare(p, _priorities[min]) <= 0)
                    break;
                _elements[at] = _elements[min];
                _priorities[at] = _priorities[min];
                at = min;
            }
            _elements[at] = e;
            _priorities[at] = p;
        }

        public sealed class UnorderedItemsCollection : IReadOnlyCollection<ValueTuple<TElement, TPriority>>
        {
            private PriorityQueue<TElement, TPriority> _queue;

            internal UnorderedItemsCollection(PriorityQueue<TElement, TPriority> queue)
            {
                _queue = queue;
            }

            public int Count
            {
                get { return _queue._size; }
            }

            public Enumerator GetEnumerator()
            {
                return new Enumerator(_queue);
            }

            IEnumerator<ValueTuple<TElement, TPriority>> IEnumerable<ValueTuple<TElement, TPriority>>.GetEnumerator()
            {
                return new Enumerator(_queue);
            }

            IEnumerator IEnumerable.GetEnumerator()
            {
                return new Enumerator(_queue);
            }

            public struct Enumerator : IEnumerator<ValueTuple<TElement, TPriority>>
            {
                private PriorityQueue<TElement, TPriority> _queue;
                private int _version;
                private int _index;
                private ValueTuple<TElement, TPriority> _current;

                internal Enumerator(PriorityQueue<TElement, TPriority> queue)
                {
                    _queue = queue;
                    _version = queue._version;
                    _index = 0;
                    _current = default(ValueTuple<TElement, TPriority>);
                }

                public bool MoveNext()
                {
                    if (_version != _queue._version)
                        throw new InvalidOperationException("Collection was modified; enumeration operation may not execute.");
                    if (_index < _queue._size) {
                        _current = (_queue._elements[_index], _queue._priorities[_index]);
                        _index++;
                        return true;
                    }
                    _index = _queue._size + 1;
                    _current = default(ValueTuple<TElement, TPriority>);
                    return false;
                }

                public ValueTuple<TElement, TPriority> Current
                {
                    get { return _current; }
                }

                object IEnumerator.Current
                {
                    get
                    {
                        if (_index == 0 || _index == _queue._size + 1)
                            throw new InvalidOperationException("Enumeration has either not started or has already finished.");
                        return _current;
                    }
                }

                void IEnumerator.Reset()
                {
                    if (_version != _queue._version)
                        throw new InvalidOperationException("Collection was modified; enumeration operation may not execute.");
                    _index = 0;
                    _current = default(ValueTuple<TElement, TPriority>);
                }

                public void Dispose()
                {
                }
            }
        }
    }

    // Comparer<T>.Default where PriorityQueue's own Comparer property would
    // hide the type (Kiln's name lookup does not yet skip a member of the
    // wrong arity, as C#'s does).
    internal static class DefaultComparer<T>
    {
        public static IComparer<T> Get()
        {
            return Comparer<T>.Default;
        }
    }
}
