// generic source
// Collection.cs - the non-generic System.Collections.ICollection and
// IComparer, kept as source (the line above, docs/generics.md) so that a
// program naming ICollection<T> or IComparer<T> parses only this, not
// OrderedDictionary.cs or ArrayList.cs. Kiln's ICollection has Count and
// enumeration (no CopyTo(Array, int), SyncRoot, IsSynchronized); arrays
// convert to it (ArrayInterfaces.cs).
namespace System.Collections
{
    public interface ICollection : IEnumerable
    {
        int Count { get; }
    }

    // The order ArrayList.Sort and BinarySearch take.
    public interface IComparer
    {
        int Compare(object x, object y);
    }
}
