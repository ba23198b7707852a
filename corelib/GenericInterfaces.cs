// The library's generic interfaces (docs/interfaces.md, docs/generics.md):
// generic definitions only, so the corelib keeps this file's source in its
// module and a program compiles it with its own code when it names one of
// them. IEnumerable<T> and IEnumerator<T> (foreach over any enumerable),
// the collection interfaces List<T> implements, and the comparison
// interfaces (the primitives and string satisfy IComparable<T> and
// IEquatable<T> constraints with their own CompareTo/Equals). No variance
// (`out T`): the frontend does not support it yet.
// Arrays implement the collection interfaces through ArrayAsList<T>
// (ArrayInterfaces.cs), the primitives' boxes and string IComparable<T> and
// IEquatable<T> through ValueAsComparable<T> and string IEnumerable<char>
// through StringAsEnumerable<TChar> (LentInterfaces.cs): naming them here
// makes a program that names these interfaces compile those files too
// (frontend/gensrc.c).
using System.Collections;

namespace System
{
    public interface IComparable<in T>
    {
        int CompareTo(T other);
    }

    public interface IEquatable<T>
    {
        bool Equals(T other);
    }
}

namespace System.Collections.Generic
{
    public interface IEnumerable<out T> : IEnumerable
    {
        new IEnumerator<T> GetEnumerator();
    }

    public interface IEnumerator<out T> : IDisposable, IEnumerator
    {
        new T Current { get; }
    }

    public interface IReadOnlyCollection<out T> : IEnumerable<T>
    {
        int Count { get; }
    }

    public interface IReadOnlyList<out T> : IReadOnlyCollection<T>
    {
        T this[int index] { get; }
    }

    public interface ICollection<T> : IEnumerable<T>
    {
        int Count { get; }
        bool IsReadOnly { get; }
        void Add(T item);
        void Clear();
        bool Contains(T item);
        void CopyTo(T[] array, int arrayIndex);
        bool Remove(T item);
    }

    public interface IComparer<in T>
    {
        int Compare(T x, T y);
    }

    public interface IEqualityComparer<in T>
    {
        bool Equals(T x, T y);
        int GetHashCode(T obj);
    }

    public interface IList<T> : ICollection<T>
    {
        T this[int index] { get; set; }
        int IndexOf(T item);
        void Insert(int index, T item);
        void RemoveAt(int index);
    }
}
