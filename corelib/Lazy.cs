// Lazy.cs - System.Lazy<T>: a value made by its factory on the first read
// of Value, as .NET's modes make it:
//   ExecutionAndPublication (the default; isThreadSafe true): the factory
//     runs once, under the instance's monitor; other threads wait for it;
//     an exception it throws is kept and every later Value throws it again.
//   None (isThreadSafe false): no lock; the exception is kept as well.
//   PublicationOnly: threads may each run the factory, the first value
//     stored wins; an exception is not kept (the next Value tries again).
// A factory that reads Value of its own instance gets .NET's
// InvalidOperationException. Lazy<T>() (which needs reflection to make a
// T) is not here. Generic definitions only (docs/generics.md); the mode
// enum is in LazyThreadSafetyMode.cs.
using System.Threading;

namespace System
{
    public class Lazy<T>
    {
        private Func<T> factory;
        private T value;
        private volatile bool created;
        private bool running;                 // the factory is running (None, ExecutionAndPublication)
        private Exception error;              // kept by None and ExecutionAndPublication
        private readonly LazyThreadSafetyMode mode;
        private readonly object gate;

        public Lazy(Func<T> valueFactory) : this(valueFactory, LazyThreadSafetyMode.ExecutionAndPublication)
        {
        }

        public Lazy(Func<T> valueFactory, bool isThreadSafe)
            : this(valueFactory, isThreadSafe ? LazyThreadSafetyMode.ExecutionAndPublication : LazyThreadSafetyMode.None)
        {
        }

        public Lazy(Func<T> valueFactory, LazyThreadSafetyMode mode)
        {
            if (valueFactory == null)
                throw new ArgumentNullException("valueFactory");
            if ((int)mode < 0 || (int)mode > 2)
                throw new ArgumentOutOfRangeException("mode", "The mode argument specifies an invalid value.");
            factory = valueFactory;
            this.mode = mode;
            gate = new object();
        }

        // Already made: IsValueCreated from the start.
        public Lazy(T value)
        {
            this.value = value;
            created = true;
            mode = LazyThreadSafetyMode.None;
            gate = new object();
        }

        public bool IsValueCreated
        {
            get { return created; }
        }

        public T Value
        {
            get
            {
                if (created)
                    return value;
                if (mode == LazyThreadSafetyMode.PublicationOnly)
                    return Publish();
                if (mode == LazyThreadSafetyMode.None)
                    return Make();
                lock (gate)
                {
                    if (created)
                        return value;
                    return Make();
                }
            }
        }

        // None and ExecutionAndPublication (under the lock): run the factory once.
        private T Make()
        {
            if (error != null)
                throw error;
            if (running)
                throw new InvalidOperationException("ValueFactory attempted to access the Value property of this instance.");
            running = true;
            try
            {
                T v = factory();
                value = v;
                created = true;
                factory = null;
                return v;
            }
            catch (Exception e)
            {
                error = e;
                throw;
            }
            finally
            {
                running = false;
            }
        }

        // PublicationOnly: the factory outside any lock; the first value stored wins.
        private T Publish()
        {
            Func<T> f = factory;
            T v = f == null ? value : f();
            lock (gate)
            {
                if (!created)
                {
                    value = v;
                    created = true;
                    factory = null;
                }
                return value;
            }
        }

        public override string ToString()
        {
            if (!created)
                return "Value is not created.";
            object v = value;
            return v.ToString();   /* a null value: NullReferenceException, as .NET */
        }
    }
}
