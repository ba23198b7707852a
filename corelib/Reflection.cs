// Reflection.cs - System.Reflection.MethodInfo, only as far as
// Delegate.Method (Delegate.cs) needs it: the name, .NET's ToString()
// ("Void Main(System.String[])") and equality of the method a delegate
// calls. Kiln has no reflection: there is no way to get a MethodInfo but
// Delegate.Method, and no member beyond these.
namespace System.Reflection
{
    public class MethodInfo
    {
        private readonly string _owner;      // the declaring class's full name
        private readonly string _signature;  // "R M(P1, P2)"

        internal MethodInfo(string text)
        {
            int nl = text.IndexOf('\n');
            _owner = text.Substring(0, nl);
            _signature = text.Substring(nl + 1);
        }

        public string Name
        {
            get
            {
                int start = _signature.IndexOf(' ') + 1;
                return _signature.Substring(start, _signature.IndexOf('(') - start);
            }
        }

        public override string ToString()
        {
            return _signature;
        }

        public override bool Equals(object obj)
        {
            MethodInfo m = obj as MethodInfo;
            return (object)m != null && m._owner == _owner && m._signature == _signature;
        }

        public override int GetHashCode()
        {
            return _signature.GetHashCode();
        }

        public static bool operator ==(MethodInfo a, MethodInfo b)
        {
            if ((object)a == null)
                return (object)b == null;
            return a.Equals(b);
        }

        public static bool operator !=(MethodInfo a, MethodInfo b)
        {
            return !(a == b);
        }
    }
}
