// generic source
// Array.cs - System.Array's static members (docs/collections.md, "Array").
// In .NET every T[] derives from System.Array; in Kiln an array's parent is
// object, so the non-generic members that take an `Array` are written here
// over T[] (C# infers T from the array, with the same effect for arrays of
// one element type). System.Array is not generic, but its members are: the
// line above makes the corelib keep this file's source and each program
// that names `Array` compiles it with its own code (docs/generics.md).
// Behaviour, argument checks and messages are .NET 8's.
using System.Collections.Generic;

namespace System
{
    public static class Array
    {
        private const string NeedNonNeg = "Non-negative number required.";
        private const string InvalidOffLen = "Offset and length were out of bounds for the array or count is greater than the number of elements from index to the end of the source collection.";
        private const string IndexRange = "Index was out of range. Must be non-negative and less than or equal to the size of the collection.";
        private const string IndexLess = "Index was out of range. Must be non-negative and less than the size of the collection.";
        private const string CountRange = "Count must be positive and count must refer to a location within the string/array/collection.";
        private const string ArrayLB = "Number was less than the array's lower bound in the first dimension.";
        private const string CompareFailed = "Failed to compare two elements in the array.";

        private static void NotNull(object o, string name)
        {
            if (o == null)
                throw new ArgumentNullException(name);
        }

        // index and length inside an array of n elements (Sort, Reverse,
        // BinarySearch): .NET's order of checks and messages.
        private static void CheckRange(int n, int index, int length)
        {
            if (index < 0)
                throw new ArgumentOutOfRangeException("index", NeedNonNeg);
            if (length < 0)
                throw new ArgumentOutOfRangeException("length", NeedNonNeg);
            if (n - index < length)
                throw new ArgumentException(InvalidOffLen);
        }

        // Sort's range checks: a negative length is reported before a
        // negative index, as .NET's.
        private static void CheckSortRange(int n, int index, int length)
        {
            if (index < 0 || length < 0)
                throw new ArgumentOutOfRangeException(length < 0 ? "length" : "index", NeedNonNeg);
            if (n - index < length)
                throw new ArgumentException(InvalidOffLen);
        }

        // startIndex and count of the Find/IndexOf family.
        private static void CheckStartCount(int n, int startIndex, int count)
        {
            if ((uint)startIndex > (uint)n)
                throw new ArgumentOutOfRangeException("startIndex", IndexRange);
            if (count < 0 || startIndex > n - count)
                throw new ArgumentOutOfRangeException("count", CountRange);
        }

        public static System.Collections.ObjectModel.ReadOnlyCollection<T> AsReadOnly<T>(T[] array)
        {
            if (array == null)
                throw new ArgumentNullException("array");
            return new System.Collections.ObjectModel.ReadOnlyCollection<T>(array);
        }

        public static T[] Empty<T>()
        {
            return EmptyArray<T>.Value;
        }

        public static void Resize<T>(ref T[] array, int newSize)
        {
            if (newSize < 0)
                throw new ArgumentOutOfRangeException("newSize", NeedNonNeg);
            T[] old = array;
            if (old == null) {
                array = new T[newSize];
                return;
            }
            if (old.Length == newSize)
                return;
            T[] fresh = new T[newSize];
            int n = old.Length < newSize ? old.Length : newSize;
            for (int i = 0; i < n; i++)
                fresh[i] = old[i];
            array = fresh;
        }

        /* ---- sorting: the introspective sort of Collections.cs ---- */

        public static void Sort<T>(T[] array)
        {
            NotNull(array, "array");
            SortRange(array, 0, array.Length, null);
        }

        public static void Sort<T>(T[] array, IComparer<T> comparer)
        {
            NotNull(array, "array");
            SortRange(array, 0, array.Length, comparer);
        }

        public static void Sort<T>(T[] array, int index, int length)
        {
            Sort(array, index, length, null);
        }

        public static void Sort<T>(T[] array, int index, int length, IComparer<T> comparer)
        {
            NotNull(array, "array");
            CheckSortRange(array.Length, index, length);
            SortRange(array, index, length, comparer);
        }

        public static void Sort<T>(T[] array, Comparison<T> comparison)
        {
            NotNull(array, "array");
            NotNull(comparison, "comparison");
            SortRange(array, 0, array.Length, new ComparisonComparer<T>(comparison));
        }

        private static void SortRange<T>(T[] array, int index, int length, IComparer<T> comparer)
        {
            if (length < 2)
                return;
            IComparer<T> c = comparer == null ? Comparer<T>.Default : comparer;
            try {
                new IntroSorter<T>(array, c).Sort(index, length);
            } catch (Exception e) {
                throw new InvalidOperationException(CompareFailed, e);
            }
        }

        public static void Sort<TKey, TValue>(TKey[] keys, TValue[] items)
        {
            NotNull(keys, "keys");
            Sort(keys, items, 0, keys.Length, null);
        }

        public static void Sort<TKey, TValue>(TKey[] keys, TValue[] items, IComparer<TKey> comparer)
        {
            NotNull(keys, "keys");
            Sort(keys, items, 0, keys.Length, comparer);
        }

        public static void Sort<TKey, TValue>(TKey[] keys, TValue[] items, int index, int length)
        {
            Sort(keys, items, index, length, null);
        }

        public static void Sort<TKey, TValue>(TKey[] keys, TValue[] items, int index, int length,
                                              IComparer<TKey> comparer)
        {
            NotNull(keys, "keys");
            CheckSortRange(keys.Length, index, length);
            if (items != null && index > items.Length - length)
                throw new ArgumentException(InvalidOffLen);
            if (length < 2)
                return;
            IComparer<TKey> c = comparer == null ? Comparer<TKey>.Default : comparer;
            try {
                if (items == null)
                    new IntroSorter<TKey>(keys, c).Sort(index, length);
                else
                    new PairSorter<TKey, TValue>(keys, items, c).Sort(index, length);
            } catch (Exception e) {
                throw new InvalidOperationException(CompareFailed, e);
            }
        }

        public static int BinarySearch<T>(T[] array, T value)
        {
            NotNull(array, "array");
            return BinarySearch(array, 0, array.Length, value, null);
        }

        public static int BinarySearch<T>(T[] array, T value, IComparer<T> comparer)
        {
            NotNull(array, "array");
            return BinarySearch(array, 0, array.Length, value, comparer);
        }

        public static int BinarySearch<T>(T[] array, int index, int length, T value)
        {
            return BinarySearch(array, index, length, value, null);
        }

        public static int BinarySearch<T>(T[] array, int index, int length, T value, IComparer<T> comparer)
        {
            NotNull(array, "array");
            CheckRange(array.Length, index, length);
            IComparer<T> c = comparer == null ? Comparer<T>.Default : comparer;
            int lo = index;
            int hi = index + length - 1;
            try {
                while (lo <= hi) {
                    int i = lo + ((hi - lo) >> 1);
                    int order = c.Compare(array[i], value);
                    if (order == 0)
                        return i;
                    if (order < 0)
                        lo = i + 1;
                    else
                        hi = i - 1;
                }
            } catch (Exception e) {
                throw new InvalidOperationException(CompareFailed, e);
            }
            return ~lo;
        }

        /* ---- order and search ---- */

        public static void Reverse<T>(T[] array)
        {
            NotNull(array, "array");
            Reverse(array, 0, array.Length);
        }

        public static void Reverse<T>(T[] array, int index, int length)
        {
            NotNull(array, "array");
            CheckRange(array.Length, index, length);
            for (int i = index, j = index + length - 1; i < j; i++, j--) {
                T t = array[i];
                array[i] = array[j];
                array[j] = t;
            }
        }

        public static int IndexOf<T>(T[] array, T value)
        {
            NotNull(array, "array");
            return IndexOf(array, value, 0, array.Length);
        }

        public static int IndexOf<T>(T[] array, T value, int startIndex)
        {
            NotNull(array, "array");
            return IndexOf(array, value, startIndex, array.Length - startIndex);
        }

        public static int IndexOf<T>(T[] array, T value, int startIndex, int count)
        {
            NotNull(array, "array");
            if ((uint)startIndex > (uint)array.Length)
                throw new ArgumentOutOfRangeException("startIndex", IndexRange);
            if ((uint)count > (uint)(array.Length - startIndex))
                throw new ArgumentOutOfRangeException("count", CountRange);
            EqualityComparer<T> eq = EqualityComparer<T>.Default;
            for (int i = startIndex; i < startIndex + count; i++)
                if (eq.Equals(array[i], value))
                    return i;
            return -1;
        }

        public static int LastIndexOf<T>(T[] array, T value)
        {
            NotNull(array, "array");
            return LastIndexOf(array, value, array.Length - 1, array.Length);
        }

        public static int LastIndexOf<T>(T[] array, T value, int startIndex)
        {
            NotNull(array, "array");
            return LastIndexOf(array, value, startIndex, array.Length == 0 ? 0 : startIndex + 1);
        }

        public static int LastIndexOf<T>(T[] array, T value, int startIndex, int count)
        {
            NotNull(array, "array");
            if (array.Length == 0) {
                // .NET: an empty array accepts startIndex -1 or 0 and count 0 only
                if (startIndex != -1 && startIndex != 0)
                    throw new ArgumentOutOfRangeException("startIndex", IndexLess);
                if (count != 0)
                    throw new ArgumentOutOfRangeException("count", CountRange);
                return -1;
            }
            if ((uint)startIndex >= (uint)array.Length)
                throw new ArgumentOutOfRangeException("startIndex", IndexLess);
            if (count < 0 || startIndex - count + 1 < 0)
                throw new ArgumentOutOfRangeException("count", CountRange);
            EqualityComparer<T> eq = EqualityComparer<T>.Default;
            for (int i = startIndex; i > startIndex - count; i--)
                if (eq.Equals(array[i], value))
                    return i;
            return -1;
        }

        /* ---- filling and copying ---- */

        public static void Fill<T>(T[] array, T value)
        {
            NotNull(array, "array");
            for (int i = 0; i < array.Length; i++)
                array[i] = value;
        }

        public static void Fill<T>(T[] array, T value, int startIndex, int count)
        {
            NotNull(array, "array");
            if ((uint)startIndex > (uint)array.Length)
                throw new ArgumentOutOfRangeException("startIndex", IndexRange);
            if ((uint)count > (uint)(array.Length - startIndex))
                throw new ArgumentOutOfRangeException("count", CountRange);
            for (int i = startIndex; i < startIndex + count; i++)
                array[i] = value;
        }

        public static void Clear<T>(T[] array)
        {
            NotNull(array, "array");
            for (int i = 0; i < array.Length; i++)
                array[i] = default(T);
        }

        public static void Clear<T>(T[] array, int index, int length)
        {
            NotNull(array, "array");
            if (index < 0 || length < 0 || (uint)(index + length) > (uint)array.Length)
                throw new IndexOutOfRangeException();
            for (int i = index; i < index + length; i++)
                array[i] = default(T);
        }

        public static void Copy<T>(T[] sourceArray, T[] destinationArray, int length)
        {
            Copy(sourceArray, 0, destinationArray, 0, length);
        }

        public static void Copy<T>(T[] sourceArray, T[] destinationArray, long length)
        {
            Copy(sourceArray, 0, destinationArray, 0, LongToInt(length, "length"));
        }

        public static void Copy<T>(T[] sourceArray, long sourceIndex, T[] destinationArray, long destinationIndex,
                                   long length)
        {
            Copy(sourceArray, LongToInt(sourceIndex, "sourceIndex"), destinationArray,
                 LongToInt(destinationIndex, "destinationIndex"), LongToInt(length, "length"));
        }

        public static void ConstrainedCopy<T>(T[] sourceArray, int sourceIndex, T[] destinationArray,
                                              int destinationIndex, int length)
        {
            Copy(sourceArray, sourceIndex, destinationArray, destinationIndex, length);
        }

        private static int LongToInt(long v, string name)
        {
            if (v > int.MaxValue || v < int.MinValue)
                throw new ArgumentOutOfRangeException(name, "Arrays larger than 2GB are not supported.");
            return (int)v;
        }

        // Overlapping ranges of one array copy as if through a temporary
        // (memmove), as .NET's.
        public static void Copy<T>(T[] sourceArray, int sourceIndex, T[] destinationArray, int destinationIndex,
                                   int length)
        {
            NotNull(sourceArray, "sourceArray");
            NotNull(destinationArray, "destinationArray");
            if (length < 0)
                throw new ArgumentOutOfRangeException("length", NeedNonNeg);
            if (sourceIndex < 0)
                throw new ArgumentOutOfRangeException("sourceIndex", ArrayLB);
            if (destinationIndex < 0)
                throw new ArgumentOutOfRangeException("destinationIndex", ArrayLB);
            if (sourceIndex > sourceArray.Length - length)
                throw new ArgumentException("Source array was not long enough. Check the source index, length, and the array's lower bounds.", "sourceArray");
            if (destinationIndex > destinationArray.Length - length)
                throw new ArgumentException("Destination array was not long enough. Check the destination index, length, and the array's lower bounds.", "destinationArray");
            if (sourceArray == destinationArray && sourceIndex < destinationIndex) {
                for (int i = length - 1; i >= 0; i--)
                    destinationArray[destinationIndex + i] = sourceArray[sourceIndex + i];
            } else {
                for (int i = 0; i < length; i++)
                    destinationArray[destinationIndex + i] = sourceArray[sourceIndex + i];
            }
        }

        /* ---- the members that take delegates ---- */

        public static bool Exists<T>(T[] array, Predicate<T> match)
        {
            return FindIndex(array, match) != -1;
        }

        public static T Find<T>(T[] array, Predicate<T> match)
        {
            NotNull(array, "array");
            NotNull(match, "match");
            for (int i = 0; i < array.Length; i++)
                if (match(array[i]))
                    return array[i];
            return default(T);
        }

        public static T FindLast<T>(T[] array, Predicate<T> match)
        {
            NotNull(array, "array");
            NotNull(match, "match");
            for (int i = array.Length - 1; i >= 0; i--)
                if (match(array[i]))
                    return array[i];
            return default(T);
        }

        public static T[] FindAll<T>(T[] array, Predicate<T> match)
        {
            NotNull(array, "array");
            NotNull(match, "match");
            List<T> found = new List<T>();
            for (int i = 0; i < array.Length; i++)
                if (match(array[i]))
                    found.Add(array[i]);
            return found.ToArray();
        }

        public static int FindIndex<T>(T[] array, Predicate<T> match)
        {
            NotNull(array, "array");
            return FindIndex(array, 0, array.Length, match);
        }

        public static int FindIndex<T>(T[] array, int startIndex, Predicate<T> match)
        {
            NotNull(array, "array");
            return FindIndex(array, startIndex, array.Length - startIndex, match);
        }

        public static int FindIndex<T>(T[] array, int startIndex, int count, Predicate<T> match)
        {
            NotNull(array, "array");
            CheckStartCount(array.Length, startIndex, count);
            NotNull(match, "match");
            for (int i = startIndex; i < startIndex + count; i++)
                if (match(array[i]))
                    return i;
            return -1;
        }

        public static int FindLastIndex<T>(T[] array, Predicate<T> match)
        {
            NotNull(array, "array");
            return FindLastIndex(array, array.Length - 1, array.Length, match);
        }

        public static int FindLastIndex<T>(T[] array, int startIndex, Predicate<T> match)
        {
            NotNull(array, "array");
            return FindLastIndex(array, startIndex, startIndex + 1, match);
        }

        public static int FindLastIndex<T>(T[] array, int startIndex, int count, Predicate<T> match)
        {
            NotNull(array, "array");
            NotNull(match, "match");
            if (array.Length == 0) {
                if (startIndex != -1)
                    throw new ArgumentOutOfRangeException("startIndex", IndexLess);
            } else if (startIndex < 0 || startIndex >= array.Length) {
                throw new ArgumentOutOfRangeException("startIndex", IndexLess);
            }
            if (count < 0 || startIndex - count + 1 < 0)
                throw new ArgumentOutOfRangeException("count", CountRange);
            for (int i = startIndex; i > startIndex - count; i--)
                if (match(array[i]))
                    return i;
            return -1;
        }

        public static TOutput[] ConvertAll<TInput, TOutput>(TInput[] array, Converter<TInput, TOutput> converter)
        {
            NotNull(array, "array");
            NotNull(converter, "converter");
            TOutput[] r = new TOutput[array.Length];
            for (int i = 0; i < array.Length; i++)
                r[i] = converter(array[i]);
            return r;
        }

        public static void ForEach<T>(T[] array, Action<T> action)
        {
            NotNull(array, "array");
            NotNull(action, "action");
            for (int i = 0; i < array.Length; i++)
                action(array[i]);
        }

        public static bool TrueForAll<T>(T[] array, Predicate<T> match)
        {
            NotNull(array, "array");
            NotNull(match, "match");
            for (int i = 0; i < array.Length; i++)
                if (!match(array[i]))
                    return false;
            return true;
        }
    }

    // a.Clone() of an array (the frontend binds it here, bind_expr.c): a new
    // array of the same elements, typed object. A null array throws
    // NullReferenceException at its Length.
    internal static class ArrayClone
    {
        public static object Of<T>(T[] array)
        {
            T[] copy = new T[array.Length];
            for (int i = 0; i < copy.Length; i++)
                copy[i] = array[i];
            return copy;
        }
    }

    // System.Array's instance methods on a T[] (the frontend binds a.M(args)
    // to ArrayMembers.M(a, args), bind_expr.c); a one-dimensional array has
    // dimension 0 only. A null array throws NullReferenceException at its
    // Length, as the instance call would.
    internal static class ArrayMembers
    {
        private static int Dimension0(int length, int dimension)
        {
            if (dimension != 0)
                throw new IndexOutOfRangeException();
            return length;
        }

        public static int GetLength<T>(T[] array, int dimension) => Dimension0(array.Length, dimension);

        public static long GetLongLength<T>(T[] array, int dimension) => Dimension0(array.Length, dimension);

        public static int GetLowerBound<T>(T[] array, int dimension)
        {
            Dimension0(array.Length, dimension);
            return 0;
        }

        public static int GetUpperBound<T>(T[] array, int dimension) => Dimension0(array.Length, dimension) - 1;

        public static void CopyTo<T>(T[] array, T[] destination, int index)
        {
            Array.Copy(array, 0, destination, index, array.Length);
        }

        public static void CopyTo<T>(T[] array, T[] destination, long index)
        {
            Array.Copy(array, 0, destination, index, array.Length);
        }
    }

    // Array.Empty<T>()'s one empty array per element type.
    internal static class EmptyArray<T>
    {
        public static readonly T[] Value = new T[0];
    }

    /* The introspective sort of Collections.cs over keys, moving items[i]
     * with keys[i]: .NET's comparisons and swaps, so equal keys keep the
     * items .NET leaves beside them. */
    internal sealed class PairSorter<TKey, TValue>
    {
        private TKey[] _keys;
        private TValue[] _items;
        private IComparer<TKey> _cmp;

        public PairSorter(TKey[] keys, TValue[] items, IComparer<TKey> cmp)
        {
            _keys = keys;
            _items = items;
            _cmp = cmp;
        }

        public void Sort(int index, int count)
        {
            int log2 = 0;
            for (uint n = (uint)count; n > 1; n >>= 1)
                log2++;
            IntroSort(index, index + count - 1, 2 * (log2 + 1));
        }

        private void SwapIfGreater(int i, int j)
        {
            if (i != j && _cmp.Compare(_keys[i], _keys[j]) > 0)
                Swap(i, j);
        }

        private void Swap(int i, int j)
        {
            TKey k = _keys[i];
            _keys[i] = _keys[j];
            _keys[j] = k;
            TValue v = _items[i];
            _items[i] = _items[j];
            _items[j] = v;
        }

        private void IntroSort(int lo, int hi, int depthLimit)
        {
            while (hi > lo) {
                int size = hi - lo + 1;
                if (size <= 16) {
                    if (size == 2) {
                        SwapIfGreater(lo, hi);
                        return;
                    }
                    if (size == 3) {
                        SwapIfGreater(lo, hi - 1);
                        SwapIfGreater(lo, hi);
                        SwapIfGreater(hi - 1, hi);
                        return;
                    }
                    InsertionSort(lo, hi);
                    return;
                }
                if (depthLimit == 0) {
                    HeapSort(lo, hi);
                    return;
                }
                depthLimit--;
                int p = PickPivotAndPartition(lo, hi);
                IntroSort(p + 1, hi, depthLimit);
                hi = p - 1;
            }
        }

        private int PickPivotAndPartition(int lo, int hi)
        {
            int middle = lo + ((hi - lo) >> 1);
            SwapIfGreater(lo, middle);
            SwapIfGreater(lo, hi);
            SwapIfGreater(middle, hi);
            TKey pivot = _keys[middle];
            Swap(middle, hi - 1);
            int left = lo;
            int right = hi - 1;
            while (left < right) {
                while (_cmp.Compare(_keys[++left], pivot) < 0) {
                }
                while (_cmp.Compare(pivot, _keys[--right]) < 0) {
                }
                if (left >= right)
                    break;
                Swap(left, right);
            }
            if (left != hi - 1)
                Swap(left, hi - 1);
            return left;
        }

        private void InsertionSort(int lo, int hi)
        {
            for (int i = lo; i < hi; i++) {
                int j = i;
                TKey t = _keys[i + 1];
                TValue tv = _items[i + 1];
                while (j >= lo && _cmp.Compare(t, _keys[j]) < 0) {
                    _keys[j + 1] = _keys[j];
                    _items[j + 1] = _items[j];
                    j--;
                }
                _keys[j + 1] = t;
                _items[j + 1] = tv;
            }
        }

        private void HeapSort(int lo, int hi)
        {
            int n = hi - lo + 1;
            for (int i = n >> 1; i >= 1; i--)
                DownHeap(i, n, lo);
            for (int i = n; i > 1; i--) {
                Swap(lo, lo + i - 1);
                DownHeap(1, i - 1, lo);
            }
        }

        private void DownHeap(int i, int n, int lo)
        {
            TKey d = _keys[lo + i - 1];
            TValue dv = _items[lo + i - 1];
            while (i <= n >> 1) {
                int child = 2 * i;
                if (child < n && _cmp.Compare(_keys[lo + child - 1], _keys[lo + child]) < 0)
                    child++;
                if (!(_cmp.Compare(d, _keys[lo + child - 1]) < 0))
                    break;
                _keys[lo + i - 1] = _keys[lo + child - 1];
                _items[lo + i - 1] = _items[lo + child - 1];
                i = child;
            }
            _keys[lo + i - 1] = d;
            _items[lo + i - 1] = dv;
        }
    }
}
