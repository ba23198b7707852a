// The library's non-generic interfaces (docs/interfaces.md): IDisposable
// (the using statement), IComparable, and System.Collections' IEnumerable and
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
