// Delegate.cs - System.Delegate, System.MulticastDelegate and the library's
// non-generic delegate types (docs/delegates.md).
// A delegate type `delegate R D(P...)` is a class derived from
// MulticastDelegate that the frontend completes (frontend/sema_delegate.c):
// a protected D(object target), a virtual Invoke that runs a multicast
// instance's invocation list, CreateMulticast and ToString (D's full name).
// Each method group or lambda converted to D is a class derived from D
// whose Invoke override calls the method, so invoking a delegate is one
// virtual call; that class is the delegate's method (equality compares it
// by name), _target its receiver (or a lambda's closure).
namespace System
{
    public abstract class Delegate
    {
        private object _target;                // the receiver (null: a static method)
        protected Delegate[] _invocationList;  // a multicast delegate's singles (2 or more), else null

        protected Delegate(object target)
        {
            _target = target;
        }

        // A new instance of this delegate's own type, without a method.
        protected abstract Delegate CreateMulticast();

        public object Target
        {
            get
            {
                if (_invocationList == null)
                    return _target;
                return _invocationList[_invocationList.Length - 1]._target;
            }
        }

        // The method the delegate calls (a multicast delegate: its last
        // one's), as far as Kiln knows it without reflection: its name,
        // .NET's ToString() and equality (Reflection.cs).
        public System.Reflection.MethodInfo Method
        {
            get
            {
                Delegate last = _invocationList == null ? this : _invocationList[_invocationList.Length - 1];
                return new System.Reflection.MethodInfo(last.MethodText());
            }
        }

        // "Owner\nR M(P...)": a method group's class overrides it
        // (frontend/sema_delegate.c). A lambda's, an anonymous method's or
        // a local function's method is one .NET's compiler names
        // ("<Main>b__0_0"): Kiln cannot give that name.
        protected virtual string MethodText()
        {
            throw new NotSupportedException("Delegate.Method of a lambda, an anonymous method, a local function or a generic method is not supported: .NET describes a method its compiler generated or instantiated, which Kiln does not have");
        }

        public Delegate[] GetInvocationList()
        {
            Delegate[] own = Singles(this);
            Delegate[] r = new Delegate[own.Length];
            for (int i = 0; i < own.Length; i++)
                r[i] = own[i];
            return r;
        }

        // d's invocation list (shared for a multicast delegate).
        private static Delegate[] Singles(Delegate d)
        {
            if (d._invocationList != null)
                return d._invocationList;
            Delegate[] one = new Delegate[1];
            one[0] = d;
            return one;
        }

        // The delegate type's full name: D overrides ToString.
        private static bool SameType(Delegate a, Delegate b)
        {
            return a.ToString() == b.ToString();
        }

        private static Delegate FromList(Delegate like, Delegate[] list)
        {
            if (list.Length == 1)
                return list[0];
            Delegate d = like.CreateMulticast();
            d._invocationList = list;
            return d;
        }

        public static Delegate Combine(Delegate a, Delegate b)
        {
            if ((object)a == null)
                return b;
            if ((object)b == null)
                return a;
            if (!SameType(a, b))
                throw new ArgumentException("Delegates must be of the same type.");
            Delegate[] la = Singles(a), lb = Singles(b);
            Delegate[] r = new Delegate[la.Length + lb.Length];
            for (int i = 0; i < la.Length; i++)
                r[i] = la[i];
            for (int i = 0; i < lb.Length; i++)
                r[la.Length + i] = lb[i];
            return FromList(a, r);
        }

        // The last occurrence of value's invocation list in source's, removed.
        public static Delegate Remove(Delegate source, Delegate value)
        {
            if ((object)source == null)
                return null;
            if ((object)value == null)
                return source;
            if (!SameType(source, value))
                throw new ArgumentException("Delegates must be of the same type.");
            Delegate[] s = Singles(source), v = Singles(value);
            for (int i = s.Length - v.Length; i >= 0; i--) {
                bool match = true;
                for (int j = 0; j < v.Length && match; j++)
                    match = SameSingle(s[i + j], v[j]);
                if (!match)
                    continue;
                int n = s.Length - v.Length;
                if (n == 0)
                    return null;
                Delegate[] r = new Delegate[n];
                for (int k = 0; k < i; k++)
                    r[k] = s[k];
                for (int k = i + v.Length; k < s.Length; k++)
                    r[k - v.Length] = s[k];
                return FromList(source, r);
            }
            return source;
        }

        // Two singles: the same method (the class made for it) on the same target.
        private static bool SameSingle(Delegate a, Delegate b)
        {
            return a._target == b._target && GetTypeName(a) == GetTypeName(b);
        }

        public override bool Equals(object obj)
        {
            Delegate d = obj as Delegate;
            if ((object)d == null || !SameType(this, d))
                return false;
            Delegate[] a = Singles(this), b = Singles(d);
            if (a.Length != b.Length)
                return false;
            for (int i = 0; i < a.Length; i++)
                if (!SameSingle(a[i], b[i]))
                    return false;
            return true;
        }

        public override int GetHashCode()
        {
            Delegate[] a = Singles(this);
            return GetTypeName(a[a.Length - 1]).Length;
        }

        public static bool op_Equality(Delegate d1, Delegate d2)
        {
            if ((object)d1 == null)
                return (object)d2 == null;
            return d1.Equals(d2);
        }

        public static bool op_Inequality(Delegate d1, Delegate d2)
        {
            return !op_Equality(d1, d2);
        }
    }

    public abstract class MulticastDelegate : Delegate
    {
        protected MulticastDelegate(object target)
            : base(target)
        {
        }
    }

    public class EventArgs
    {
        public static readonly EventArgs Empty = new EventArgs();

        public EventArgs()
        {
        }
    }

    public delegate void Action();

    public delegate void EventHandler(object sender, EventArgs e);
}

namespace System.Threading
{
    public delegate void ThreadStart();

    public delegate void ParameterizedThreadStart(object obj);
}
