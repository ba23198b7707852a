// A Comparison<T> as a Comparer<T> (Comparer<T>.Create's, as .NET's):
// List<T>.Sort(Comparison<T>) sorts
// with the introspective sort of Collections.cs through it (.NET's order
// for elements the comparison calls equal). Generic definitions only: the
// corelib keeps this file's source and a program compiles it when one of
// its types is named (docs/generics.md).
namespace System.Collections.Generic
{
    internal sealed class ComparisonComparer<T> : Comparer<T>
    {
        private Comparison<T> _cmp;

        public ComparisonComparer(Comparison<T> cmp)
        {
            _cmp = cmp;
        }

        public override int Compare(T x, T y)
        {
            return _cmp(x, y);
        }
    }
}
