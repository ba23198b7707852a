// SortedSet<T> (docs/collections.md): a generic definition only; programs
// compile it with their own code (docs/generics.md, gensrc.c).
//
// A balanced binary search tree ordered by the set's comparer (an AA tree:
// a red-black tree whose red links lean right only, so insertion and
// removal are the two rotations Skew and Split and a level decrease).
// Only the order of the elements is observable (enumeration, Min, Max,
// the set operations), so any balanced tree gives .NET's results; the
// comparer is called with (item, element in the tree), as .NET's. The
// enumerator walks the tree in order with a stack of the left spine,
// at most 2 log2(n + 1) deep. Invariant: _count nodes; every change of
// the elements increments _version, which stops the enumerators.
//
// GetViewBetween(lo, hi) is a SortedSet<T> over the same tree (_under, the
// set that owns it) showing the elements in [lo, hi]: it adds, removes and
// clears through _under (an element outside the bounds cannot be added),
// enumerates the tree's nodes in the bounds, and counts them again when
// _under's version moved since (_viewVersion), as .NET's view does. Its own
// _root, _count and _version are unused.
using System;
using System.Collections;

namespace System.Collections.Generic
{
    public class SortedSet<T> : ISet<T>, IReadOnlyCollection<T>
    {
        internal sealed class Node
        {
            public T Item;
            public Node Left;
            public Node Right;
            public int Level;

            public Node(T item)
            {
                Item = item;
                Level = 1;
            }
        }

        private Node _root;
        private int _count;
        private int _version;
        private IComparer<T> _comparer;
        private bool _found;   // set by Insert and Delete: the item was there
        private SortedSet<T> _under;   // a view: the set owning the tree, else null
        private T _lo, _hi;            // a view's bounds, both inclusive
        private int _viewCount;        // a view's Count when _under's version was _viewVersion
        private int _viewVersion;

        public SortedSet()
            : this((IComparer<T>)null)
        {
        }

        public SortedSet(IComparer<T> comparer)
        {
            _comparer = comparer != null ? comparer : Comparer<T>.Default;
        }

        public SortedSet(IEnumerable<T> collection)
            : this(collection, null)
        {
        }

        public SortedSet(IEnumerable<T> collection, IComparer<T> comparer)
            : this(comparer)
        {
            if (collection == null)
                throw new ArgumentNullException("collection");
            foreach (T item in collection)
                Add(item);
        }

        private SortedSet(SortedSet<T> under, T lo, T hi)
        {
            _under = under;
            _comparer = under._comparer;
            _lo = lo;
            _hi = hi;
            _viewVersion = under._version - 1;
        }

        public int Count
        {
            get
            {
                if (_under == null)
                    return _count;
                if (_viewVersion != _under._version) {
                    int n = 0;
                    foreach (T item in this)
                        n++;
                    _viewCount = n;
                    _viewVersion = _under._version;
                }
                return _viewCount;
            }
        }

        // The elements in [lowerValue, upperValue] under the comparer, as a
        // live view (above).
        public virtual SortedSet<T> GetViewBetween(T lowerValue, T upperValue)
        {
            if (_comparer.Compare(lowerValue, upperValue) > 0)
                throw new ArgumentException("Must be less than or equal to upperValue.", "lowerValue");
            if (_under == null)
                return new SortedSet<T>(this, lowerValue, upperValue);
            if (!InRange(lowerValue))
                throw new ArgumentOutOfRangeException("lowerValue");
            if (!InRange(upperValue))
                throw new ArgumentOutOfRangeException("upperValue");
            return new SortedSet<T>(_under, lowerValue, upperValue);
        }

        // Is item inside a view's bounds (always, for a set)?
        private bool InRange(T item)
        {
            return _under == null || (_comparer.Compare(item, _lo) >= 0 && _comparer.Compare(item, _hi) <= 0);
        }

        // The tree's root: the owner's, for a view.
        private Node Root
        {
            get { return _under != null ? _under._root : _root; }
        }

        private int Version
        {
            get { return _under != null ? _under._version : _version; }
        }

        public IComparer<T> Comparer
        {
            get { return _comparer; }
        }

        bool ICollection<T>.IsReadOnly
        {
            get { return false; }
        }

        // The least and greatest elements; default(T) when empty (.NET).
        public T Min
        {
            get
            {
                Node n = _root;
                if (_under != null) {   // the least node >= lo, if <= hi
                    Node best = null;
                    for (n = Root; n != null; )
                        if (_comparer.Compare(n.Item, _lo) < 0) {
                            n = n.Right;
                        } else {
                            best = n;
                            n = n.Left;
                        }
                    return best != null && _comparer.Compare(best.Item, _hi) <= 0 ? best.Item : default(T);
                }
                if (n == null)
                    return default(T);
                while (n.Left != null)
                    n = n.Left;
                return n.Item;
            }
        }

        public T Max
        {
            get
            {
                Node n = _root;
                if (_under != null) {   // the greatest node <= hi, if >= lo
                    Node best = null;
                    for (n = Root; n != null; )
                        if (_comparer.Compare(n.Item, _hi) > 0) {
                            n = n.Left;
                        } else {
                            best = n;
                            n = n.Right;
                        }
                    return best != null && _comparer.Compare(best.Item, _lo) >= 0 ? best.Item : default(T);
                }
                if (n == null)
                    return default(T);
                while (n.Right != null)
                    n = n.Right;
                return n.Item;
            }
        }

        public bool Add(T item)
        {
            if (_under != null) {
                if (!InRange(item))
                    throw new ArgumentOutOfRangeException("item");
                return _under.Add(item);
            }
            _found = false;
            _root = Insert(_root, item);
            if (_found)
                return false;
            _count++;
            _version++;
            return true;
        }

        void ICollection<T>.Add(T item)
        {
            Add(item);
        }

        public bool Remove(T item)
        {
            if (_under != null)
                return InRange(item) && _under.Remove(item);
            _found = false;
            _root = Delete(_root, item);
            if (!_found)
                return false;
            _count--;
            _version++;
            return true;
        }

        public void Clear()
        {
            if (_under != null) {   // the view's elements leave the tree
                List<T> doomed = new List<T>(this);
                for (int i = 0; i < doomed.Count; i++)
                    _under.Remove(doomed[i]);
                return;
            }
            _root = null;
            _count = 0;
            _version++;
        }

        public bool Contains(T item)
        {
            return FindNode(item) != null;
        }

        // The element equal to equalValue under the comparer (.NET 4.7.2).
        public bool TryGetValue(T equalValue, out T actualValue)
        {
            Node n = FindNode(equalValue);
            actualValue = n != null ? n.Item : default(T);
            return n != null;
        }

        internal Node FindNode(T item)
        {
            if (!InRange(item))
                return null;
            Node n = Root;
            while (n != null) {
                int c = _comparer.Compare(item, n.Item);
                if (c == 0)
                    return n;
                n = c < 0 ? n.Left : n.Right;
            }
            return null;
        }

        // A change that does not go through Add, Remove or Clear (a
        // SortedDictionary's value set through its indexer).
        internal void UpdateVersion()
        {
            _version++;
        }

        // The next node of an in-order walk from the top of stack, or null
        // past a view's upper bound (the walk started at its lower bound).
        private Node NextInView(Node n)
        {
            return n != null && _under != null && _comparer.Compare(n.Item, _hi) > 0 ? null : n;
        }

        // The left spine from n, leaving out the nodes below a view's
        // lower bound (their left subtrees are below it too).
        internal int PushFrom(Node[] stack, int top, Node n)
        {
            while (n != null) {
                if (_under != null && _comparer.Compare(n.Item, _lo) < 0) {
                    n = n.Right;
                    continue;
                }
                stack[top++] = n;
                n = n.Left;
            }
            return top;
        }

        // The matching elements, collected in order first and then removed
        // (the predicate sees each element once, as .NET's).
        public int RemoveWhere(Predicate<T> match)
        {
            if (match == null)
                throw new ArgumentNullException("match");
            List<T> doomed = new List<T>();
            foreach (T item in this)
                if (match(item))
                    doomed.Add(item);
            for (int i = 0; i < doomed.Count; i++)
                Remove(doomed[i]);
            return doomed.Count;
        }

        public IEnumerable<T> Reverse()
        {
            int version = Version;
            SortedSet<T> owner = _under != null ? _under : this;
            Node[] stack = new Node[StackDepth(owner._count)];
            int top = PushRight(stack, 0, Root);
            while (true) {
                if (version != Version)
                    ThrowVersion();
                if (top == 0)
                    yield break;
                Node n = stack[--top];
                top = PushRight(stack, top, n.Left);
                if (!InRange(n.Item)) {
                    if (_comparer.Compare(n.Item, _lo) < 0)
                        yield break;
                    continue;
                }
                yield return n.Item;
            }
        }

        public void CopyTo(T[] array)
        {
            CopyTo(array, 0, Count);
        }

        public void CopyTo(T[] array, int index)
        {
            CopyTo(array, index, Count);
        }

        public void CopyTo(T[] array, int index, int count)
        {
            if (array == null)
                throw new ArgumentNullException("array");
            if (index < 0)
                throw new ArgumentOutOfRangeException("index", "Non-negative number required.");
            if (count < 0)
                throw new ArgumentOutOfRangeException("count", "Non-negative number required.");
            if (index > array.Length || count > array.Length - index)
                throw new ArgumentException("Destination array is not long enough to copy all the items in the collection. Check array index and length.");
            foreach (T item in this) {
                if (count-- == 0)
                    break;
                array[index++] = item;
            }
        }

        // ---- the set operations: other's elements under this set's comparer

        public void UnionWith(IEnumerable<T> other)
        {
            CheckOther(other);
            foreach (T item in other)
                Add(item);
        }

        public void IntersectWith(IEnumerable<T> other)
        {
            CheckOther(other);
            if (Count == 0)
                return;
            SortedSet<T> keep = new SortedSet<T>(_comparer);
            foreach (T item in other)
                if (Contains(item))
                    keep.Add(item);
            if (_under != null) {   // the view's elements other lacks leave the tree
                List<T> doomed = new List<T>();
                foreach (T item in this)
                    if (!keep.Contains(item))
                        doomed.Add(item);
                for (int i = 0; i < doomed.Count; i++)
                    _under.Remove(doomed[i]);
                return;
            }
            Take(keep);
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
            if (other == this) {
                Clear();
                return;
            }
            foreach (T item in Distinct(other))
                if (!Remove(item))
                    Add(item);
        }

        public bool IsSubsetOf(IEnumerable<T> other)
        {
            CheckOther(other);
            return CountShared(other) == Count;
        }

        public bool IsProperSubsetOf(IEnumerable<T> other)
        {
            CheckOther(other);
            SortedSet<T> o = Distinct(other);
            return o.Count > Count && CountShared(o) == Count;
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
            SortedSet<T> o = Distinct(other);
            return o.Count < Count && IsSupersetOf(o);
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
            SortedSet<T> o = Distinct(other);
            return o.Count == Count && CountShared(o) == Count;
        }

        private static void CheckOther(IEnumerable<T> other)
        {
            if (other == null)
                throw new ArgumentNullException("other");
        }

        // other's distinct elements under this set's comparer.
        private SortedSet<T> Distinct(IEnumerable<T> other)
        {
            SortedSet<T> o = other as SortedSet<T>;
            if (o != null && o._comparer == _comparer)
                return o;   // a view too: its elements are distinct
            return new SortedSet<T>(other, _comparer);
        }

        // How many distinct elements of other this set holds.
        private int CountShared(IEnumerable<T> other)
        {
            int shared = 0;
            foreach (T item in Distinct(other))
                if (Contains(item))
                    shared++;
            return shared;
        }

        // This set's elements become keep's (built with the same comparer).
        private void Take(SortedSet<T> keep)
        {
            _root = keep._root;
            _count = keep._count;
            _version++;
        }

        // ---- the tree

        private static int LevelOf(Node n)
        {
            return n == null ? 0 : n.Level;
        }

        // A left child on the node's level becomes its parent.
        private static Node Skew(Node n)
        {
            if (n == null || n.Left == null || n.Left.Level != n.Level)
                return n;
            Node l = n.Left;
            n.Left = l.Right;
            l.Right = n;
            return l;
        }

        // Two right links on one level: the middle node goes up a level.
        private static Node Split(Node n)
        {
            if (n == null || n.Right == null || n.Right.Right == null || n.Right.Right.Level != n.Level)
                return n;
            Node r = n.Right;
            n.Right = r.Left;
            r.Left = n;
            r.Level++;
            return r;
        }

        private Node Insert(Node n, T item)
        {
            if (n == null)
                return new Node(item);
            int c = _comparer.Compare(item, n.Item);
            if (c == 0) {
                _found = true;
                return n;
            }
            if (c < 0)
                n.Left = Insert(n.Left, item);
            else
                n.Right = Insert(n.Right, item);
            return Split(Skew(n));
        }

        private Node Delete(Node n, T item)
        {
            if (n == null)
                return null;
            int c = _comparer.Compare(item, n.Item);
            if (c < 0) {
                n.Left = Delete(n.Left, item);
            } else if (c > 0) {
                n.Right = Delete(n.Right, item);
            } else {
                _found = true;
                if (n.Left == null && n.Right == null)
                    return null;
                if (n.Left == null) {   // the successor takes the node's place
                    Node s = n.Right;
                    while (s.Left != null)
                        s = s.Left;
                    n.Right = DeleteLeast(n.Right);
                    n.Item = s.Item;
                } else {                // the predecessor does
                    Node p = n.Left;
                    while (p.Right != null)
                        p = p.Right;
                    n.Left = DeleteGreatest(n.Left);
                    n.Item = p.Item;
                }
            }
            return Rebalance(n);
        }

        private static Node DeleteLeast(Node n)
        {
            if (n.Left == null)
                return n.Right;
            n.Left = DeleteLeast(n.Left);
            return Rebalance(n);
        }

        private static Node DeleteGreatest(Node n)
        {
            if (n.Right == null)
                return n.Left;
            n.Right = DeleteGreatest(n.Right);
            return Rebalance(n);
        }

        // After a removal below n: lower n's level if a child is two below,
        // then skew and split along its right spine.
        private static Node Rebalance(Node n)
        {
            int want = Math.Min(LevelOf(n.Left), LevelOf(n.Right)) + 1;
            if (want < n.Level) {
                n.Level = want;
                if (n.Right != null && want < n.Right.Level)
                    n.Right.Level = want;
            }
            n = Skew(n);
            n.Right = Skew(n.Right);
            if (n.Right != null)
                n.Right.Right = Skew(n.Right.Right);
            n = Split(n);
            n.Right = Split(n.Right);
            return n;
        }

        // Room for the enumerators' stack: an AA tree of n nodes is at most
        // 2 log2(n + 1) deep.
        internal static int StackDepth(int count)
        {
            int depth = 2;
            for (int n = count + 1; n > 1; n >>= 1)
                depth += 2;
            return depth;
        }

        internal static int PushLeft(Node[] stack, int top, Node n)
        {
            for (; n != null; n = n.Left)
                stack[top++] = n;
            return top;
        }

        private static int PushRight(Node[] stack, int top, Node n)
        {
            for (; n != null; n = n.Right)
                stack[top++] = n;
            return top;
        }

        internal static void ThrowVersion()
        {
            throw new InvalidOperationException("Collection was modified; enumeration operation may not execute.");
        }

        internal static void ThrowNotStarted()
        {
            throw new InvalidOperationException("Enumeration has either not started or has already finished.");
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

        // In order: the stack holds the nodes whose left subtrees are done
        // and that are still to be visited, the next on top.
        public struct Enumerator : IEnumerator<T>
        {
            private SortedSet<T> _set;
            private int _version;
            private Node[] _stack;
            private int _top;
            private Node _current;
            private bool _started;

            internal Enumerator(SortedSet<T> set)
            {
                _set = set;
                _version = set.Version;
                _stack = null;
                _top = 0;
                _current = null;
                _started = false;
            }

            public bool MoveNext()
            {
                if (_version != _set.Version)
                    ThrowVersion();
                if (!_started) {
                    _started = true;
                    SortedSet<T> owner = _set._under != null ? _set._under : _set;
                    _stack = new Node[StackDepth(owner._count)];
                    _top = _set.PushFrom(_stack, 0, owner._root);
                }
                _current = _top == 0 ? null : _set.NextInView(_stack[--_top]);
                if (_current == null) {
                    _top = 0;
                    return false;
                }
                _top = PushLeft(_stack, _top, _current.Right);
                return true;
            }

            public T Current
            {
                get { return _current != null ? _current.Item : default(T); }
            }

            object IEnumerator.Current
            {
                get
                {
                    if (_current == null)
                        ThrowNotStarted();
                    return _current.Item;
                }
            }

            internal bool NotStartedOrEnded
            {
                get { return _current == null; }
            }

            internal void Restart()
            {
                if (_version != _set.Version)
                    ThrowVersion();
                _started = false;
                _top = 0;
                _current = null;
            }

            void IEnumerator.Reset()
            {
                Restart();
            }

            public void Dispose()
            {
            }
        }
    }
}
