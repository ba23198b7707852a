// Iterator.cs - System.Runtime.CompilerServices.IteratorBase and
// EnumerableIteratorBase: the bases of the class the frontend makes for
// each iterator method (a method whose body has `yield return` or `yield
// break`; docs/iterators.md), IteratorBase for a method returning an
// enumerator, EnumerableIteratorBase for one returning an enumerable. The
// derived class holds the method's arguments, `this`, the current element
// and the saved locals, and overrides MoveNext (the method's body as a
// state machine), CurrentObject and Fresh; these classes keep the state
// and implement what every iterator shares, as C# specifies it:
//   - GetEnumerator returns the object itself the first time it is called
//     on the thread that created it, else a fresh enumerator;
//   - Dispose runs the finally blocks around the suspended yield return
//     (MoveNext in dispose mode) and leaves the enumerator "after";
//   - Reset throws NotSupportedException.
using System.Collections;
using System.Threading;

namespace System.Runtime.CompilerServices
{
    public abstract class IteratorBase : IEnumerator, IDisposable
    {
        // -2: an enumerable GetEnumerator was not called on; 0: before the
        // first MoveNext; N > 0: suspended at the N-th yield return of the
        // body; -1: running, or after the end
        protected int state;
        // Dispose is running MoveNext: the resumed yield return leaves the
        // body at once, through its finally blocks
        protected bool disposing;

        protected IteratorBase(int state)
        {
            this.state = state;
        }

        // The body, resumed where the last yield return left it.
        public abstract bool MoveNext();

        // The current element, boxed when it is a value.
        protected abstract object CurrentObject();

        object IEnumerator.Current
        {
            get { return CurrentObject(); }
        }

        void IEnumerator.Reset()
        {
            throw new NotSupportedException();
        }

        public void Dispose()
        {
            if (state > 0) {
                disposing = true;
                MoveNext();
            }
            state = -1;
        }
    }

    public abstract class EnumerableIteratorBase : IteratorBase, IEnumerable
    {
        private int _threadId;   // the creating thread

        protected EnumerableIteratorBase(int state) : base(state)
        {
            if (state == -2)
                _threadId = Thread.CurrentThread.ManagedThreadId;
        }

        // A new enumerator, before its first MoveNext, over the same arguments.
        protected abstract EnumerableIteratorBase Fresh();

        IEnumerator IEnumerable.GetEnumerator()
        {
            return Start();
        }

        // The enumerator GetEnumerator returns.
        protected EnumerableIteratorBase Start()
        {
            if (state == -2 && _threadId == Thread.CurrentThread.ManagedThreadId) {
                state = 0;
                return this;
            }
            return Fresh();
        }
    }
}
