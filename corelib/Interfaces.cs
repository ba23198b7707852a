// The library's non-generic interfaces (docs/interfaces.md): IDisposable
// (the using statement), IComparable, ICloneable, and System.Collections' IEnumerable and
// IEnumerator (foreach over anything enumerable).
namespace System
{
    public interface IDisposable
    {
        void Dispose();
    }

    public interface IComparable
    {
        int CompareTo(object obj);
    }

    // A user type's copy of itself (Kiln's arrays have Clone() but do not
    // convert to ICloneable).
    public interface ICloneable
    {
        object Clone();
    }
}

namespace System.Collections
{
    public interface IEnumerable
    {
        IEnumerator GetEnumerator();
    }

    public interface IEnumerator
    {
        bool MoveNext();
        object Current { get; }
        void Reset();
    }
}
