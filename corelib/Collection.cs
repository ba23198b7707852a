// generic source
// Collection.cs - the non-generic System.Collections.ICollection, kept as
// source (the line above, docs/generics.md) so that a program naming
// ICollection<T> parses only this, not OrderedDictionary.cs. Kiln's has
// Count and enumeration (no CopyTo(Array, int), SyncRoot, IsSynchronized).
namespace System.Collections
{
    public interface ICollection : IEnumerable
    {
        int Count { get; }
    }
}
