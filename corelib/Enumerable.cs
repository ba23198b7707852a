// generic source
// LINQ to Objects (docs/delegates.md "LINQ"): System.Linq.Enumerable's
// operators as extension methods over IEnumerable<T>, with deferred
// execution through explicit iterator classes (each GetEnumerator starts
// the query again) and .NET's exceptions. The corelib keeps this file's
// source in its module (the "generic source" line above) and a program
// that names System.Linq compiles it with its own code (docs/generics.md).
using System.Collections;
using System.Collections.Generic;
using System.Threading;

namespace System.Linq
{
    public static class Enumerable
    {
        /* ---- argument checks and errors (.NET's messages) ---- */

        internal static void Need(object arg, string name)
        {
            if (arg == null)
                throw new ArgumentNullException(name);
        }

        internal static InvalidOperationException NoElements()
        {
            return new InvalidOperationException("Sequence contains no elements");
        }

        internal static InvalidOperationException NoMatch()
        {
            return new InvalidOperationException("Sequence contains no matching element");
        }

        internal static InvalidOperationException MoreThanOne()
        {
            return new InvalidOperationException("Sequence contains more than one element");
        }

        internal static InvalidOperationException MoreThanOneMatch()
        {
            return new InvalidOperationException("Sequence contains more than one matching element");
        }

        /* ---- generation ---- */

        public static IEnumerable<int> Range(int start, int count)
        {
            if (count < 0 || (long)start + count - 1 > int.MaxValue)
                throw new ArgumentOutOfRangeException("count");
            return new Query<int>(new RangeStep(start, count));
        }

        public static IEnumerable<TResult> Repeat<TResult>(TResult element, int count)
        {
            if (count < 0)
                throw new ArgumentOutOfRangeException("count");
            return new Query<TResult>(new RepeatStep<TResult>(element, count));
        }

        public static IEnumerable<TResult> Empty<TResult>()
        {
            return new Query<TResult>(new RepeatStep<TResult>(default(TResult), 0));
        }

        /* ---- filtering and projection ---- */

        public static IEnumerable<TSource> Where<TSource>(this IEnumerable<TSource> source, Func<TSource, bool> predicate)
        {
            Need(source, "source");
            Need(predicate, "predicate");
            List<TSource> list = source as List<TSource>;
            if (list != null)
                return new WhereListIterator<TSource>(list, predicate);
            return new WhereIterator<TSource>(source, predicate);
        }

        public static IEnumerable<TSource> Where<TSource>(this IEnumerable<TSource> source, Func<TSource, int, bool> predicate)
        {
            Need(source, "source");
            Need(predicate, "predicate");
            return new Query<TSource>(new WhereStep<TSource>(source, null, predicate));
        }

        public static IEnumerable<TResult> Select<TSource, TResult>(this IEnumerable<TSource> source, Func<TSource, TResult> selector)
        {
            Need(source, "source");
            Need(selector, "selector");
            WhereListIterator<TSource> wl = source as WhereListIterator<TSource>;
            if (wl != null)
                return new WhereSelectListIterator<TSource, TResult>(wl._list, wl._pred, selector);
            List<TSource> list = source as List<TSource>;
            if (list != null)
                return new WhereSelectListIterator<TSource, TResult>(list, null, selector);
            return new SelectIterator<TSource, TResult>(source, selector);
        }

        public static IEnumerable<TResult> Select<TSource, TResult>(this IEnumerable<TSource> source, Func<TSource, int, TResult> selector)
        {
            Need(source, "source");
            Need(selector, "selector");
            return new Query<TResult>(new SelectStep<TSource, TResult>(source, null, selector));
        }

        public static IEnumerable<TResult> SelectMany<TSource, TResult>(this IEnumerable<TSource> source, Func<TSource, IEnumerable<TResult>> selector)
        {
            Need(source, "source");
            Need(selector, "selector");
            return new Query<TResult>(new SelectManyStep<TSource, TResult>(source, selector));
        }

        public static IEnumerable<TResult> SelectMany<TSource, TCollection, TResult>(this IEnumerable<TSource> source, Func<TSource, IEnumerable<TCollection>> collectionSelector, Func<TSource, TCollection, TResult> resultSelector)
        {
            Need(source, "source");
            Need(collectionSelector, "collectionSelector");
            Need(resultSelector, "resultSelector");
            return SelectManyIterator(source, collectionSelector, resultSelector);
        }

        private static IEnumerable<TResult> SelectManyIterator<TSource, TCollection, TResult>(IEnumerable<TSource> source, Func<TSource, IEnumerable<TCollection>> collectionSelector, Func<TSource, TCollection, TResult> resultSelector)
        {
            foreach (TSource x in source)
                foreach (TCollection y in collectionSelector(x))
                    yield return resultSelector(x, y);
        }

        public static IEnumerable<TResult> SelectMany<TSource, TResult>(this IEnumerable<TSource> source, Func<TSource, int, IEnumerable<TResult>> selector)
        {
            Need(source, "source");
            Need(selector, "selector");
            return SelectManyIterator(source, selector);
        }

        private static IEnumerable<TResult> SelectManyIterator<TSource, TResult>(IEnumerable<TSource> source, Func<TSource, int, IEnumerable<TResult>> selector)
        {
            int i = 0;
            foreach (TSource x in source)
                foreach (TResult y in selector(x, i++))
                    yield return y;
        }

        public static IEnumerable<TResult> Cast<TResult>(this IEnumerable source)
        {
            Need(source, "source");
            return new Query<TResult>(new CastStep<TResult>(source, false));
        }

        public static IEnumerable<TResult> OfType<TResult>(this IEnumerable source)
        {
            Need(source, "source");
            return new Query<TResult>(new CastStep<TResult>(source, true));
        }

        /* ---- partitioning ---- */

        public static IEnumerable<TSource> Take<TSource>(this IEnumerable<TSource> source, int count)
        {
            Need(source, "source");
            return new Query<TSource>(new TakeSkipStep<TSource>(source, count, 0, null));
        }

        public static IEnumerable<TSource> Skip<TSource>(this IEnumerable<TSource> source, int count)
        {
            Need(source, "source");
            return new Query<TSource>(new TakeSkipStep<TSource>(source, count, 1, null));
        }

        public static IEnumerable<TSource> TakeLast<TSource>(this IEnumerable<TSource> source, int count)
        {
            Need(source, "source");
            return TakeLastIterator(source, count);
        }

        // The last count elements: a window of them kept while the source is read.
        private static IEnumerable<TSource> TakeLastIterator<TSource>(IEnumerable<TSource> source, int count)
        {
            if (count <= 0)
                yield break;
            Queue<TSource> window = new Queue<TSource>();
            foreach (TSource x in source) {
                if (window.Count == count)
                    window.Dequeue();
                window.Enqueue(x);
            }
            while (window.Count > 0)
                yield return window.Dequeue();
        }

        public static IEnumerable<TSource> SkipLast<TSource>(this IEnumerable<TSource> source, int count)
        {
            Need(source, "source");
            return SkipLastIterator(source, count);
        }

        // Every element but the last count: each one yielded once count more have been read.
        private static IEnumerable<TSource> SkipLastIterator<TSource>(IEnumerable<TSource> source, int count)
        {
            Queue<TSource> held = new Queue<TSource>();
            foreach (TSource x in source) {
                if (count <= 0) {
                    yield return x;
                    continue;
                }
                if (held.Count == count)
                    yield return held.Dequeue();
                held.Enqueue(x);
            }
        }

        public static IEnumerable<TSource> TakeWhile<TSource>(this IEnumerable<TSource> source, Func<TSource, bool> predicate)
        {
            Need(source, "source");
            Need(predicate, "predicate");
            return new Query<TSource>(new TakeSkipStep<TSource>(source, 0, 2, predicate));
        }

        public static IEnumerable<TSource> SkipWhile<TSource>(this IEnumerable<TSource> source, Func<TSource, bool> predicate)
        {
            Need(source, "source");
            Need(predicate, "predicate");
            return new Query<TSource>(new TakeSkipStep<TSource>(source, 0, 3, predicate));
        }

        /* ---- combining ---- */

        public static IEnumerable<TSource> Concat<TSource>(this IEnumerable<TSource> first, IEnumerable<TSource> second)
        {
            Need(first, "first");
            Need(second, "second");
            return new Query<TSource>(new ConcatStep<TSource>(first, second));
        }

        public static IEnumerable<TSource> Append<TSource>(this IEnumerable<TSource> source, TSource element)
        {
            Need(source, "source");
            return AppendIterator(source, element);
        }

        private static IEnumerable<TSource> AppendIterator<TSource>(IEnumerable<TSource> source, TSource element)
        {
            foreach (TSource x in source)
                yield return x;
            yield return element;
        }

        public static IEnumerable<TSource> Prepend<TSource>(this IEnumerable<TSource> source, TSource element)
        {
            Need(source, "source");
            return PrependIterator(source, element);
        }

        private static IEnumerable<TSource> PrependIterator<TSource>(IEnumerable<TSource> source, TSource element)
        {
            yield return element;
            foreach (TSource x in source)
                yield return x;
        }

        public static IEnumerable<TResult> Zip<TFirst, TSecond, TResult>(this IEnumerable<TFirst> first, IEnumerable<TSecond> second, Func<TFirst, TSecond, TResult> resultSelector)
        {
            Need(first, "first");
            Need(second, "second");
            Need(resultSelector, "resultSelector");
            return new Query<TResult>(new ZipStep<TFirst, TSecond, TResult>(first, second, resultSelector));
        }

        public static IEnumerable<(TFirst First, TSecond Second)> Zip<TFirst, TSecond>(this IEnumerable<TFirst> first, IEnumerable<TSecond> second)
        {
            Need(first, "first");
            Need(second, "second");
            return new Query<(TFirst, TSecond)>(new ZipStep<TFirst, TSecond, (TFirst, TSecond)>(first, second, (a, b) => (a, b)));
        }

        // .NET 6: the three sequences side by side, as long as the shortest.
        public static IEnumerable<(TFirst First, TSecond Second, TThird Third)> Zip<TFirst, TSecond, TThird>(this IEnumerable<TFirst> first, IEnumerable<TSecond> second, IEnumerable<TThird> third)
        {
            Need(first, "first");
            Need(second, "second");
            Need(third, "third");
            return ZipThree(first, second, third);
        }

        private static IEnumerable<(TFirst, TSecond, TThird)> ZipThree<TFirst, TSecond, TThird>(IEnumerable<TFirst> first, IEnumerable<TSecond> second, IEnumerable<TThird> third)
        {
            using (IEnumerator<TFirst> a = first.GetEnumerator())
            using (IEnumerator<TSecond> b = second.GetEnumerator())
            using (IEnumerator<TThird> c = third.GetEnumerator())
                while (a.MoveNext() && b.MoveNext() && c.MoveNext())
                    yield return (a.Current, b.Current, c.Current);
        }

        public static IEnumerable<TSource> Reverse<TSource>(this IEnumerable<TSource> source)
        {
            Need(source, "source");
            return new Query<TSource>(new BufferStep<TSource>(source, null));
        }

        public static IEnumerable<TSource> DefaultIfEmpty<TSource>(this IEnumerable<TSource> source)
        {
            return DefaultIfEmpty(source, default(TSource));
        }

        public static IEnumerable<TSource> DefaultIfEmpty<TSource>(this IEnumerable<TSource> source, TSource defaultValue)
        {
            Need(source, "source");
            return new Query<TSource>(new DefaultIfEmptyStep<TSource>(source, defaultValue));
        }

        public static IEnumerable<TSource[]> Chunk<TSource>(this IEnumerable<TSource> source, int size)
        {
            Need(source, "source");
            if (size < 1)
                throw new ArgumentOutOfRangeException("size");
            return new Query<TSource[]>(new ChunkStep<TSource>(source, size));
        }

        /* ---- sets (equality: object.Equals / GetHashCode) ---- */

        public static IEnumerable<TSource> Distinct<TSource>(this IEnumerable<TSource> source)
        {
            return Distinct(source, null);
        }

        // A null comparer is the default equality (.NET's rule for every
        // operator taking one).
        public static IEnumerable<TSource> Distinct<TSource>(this IEnumerable<TSource> source, IEqualityComparer<TSource> comparer)
        {
            Need(source, "source");
            return new Query<TSource>(new SetStep<TSource, TSource>(source, null, null, 0, comparer));
        }

        public static IEnumerable<TSource> DistinctBy<TSource, TKey>(this IEnumerable<TSource> source, Func<TSource, TKey> keySelector)
        {
            return DistinctBy(source, keySelector, null);
        }

        public static IEnumerable<TSource> DistinctBy<TSource, TKey>(this IEnumerable<TSource> source, Func<TSource, TKey> keySelector, IEqualityComparer<TKey> comparer)
        {
            Need(source, "source");
            Need(keySelector, "keySelector");
            return new Query<TSource>(new SetStep<TSource, TKey>(source, null, keySelector, 0, comparer));
        }

        public static IEnumerable<TSource> Union<TSource>(this IEnumerable<TSource> first, IEnumerable<TSource> second)
        {
            return Union(first, second, null);
        }

        public static IEnumerable<TSource> Union<TSource>(this IEnumerable<TSource> first, IEnumerable<TSource> second, IEqualityComparer<TSource> comparer)
        {
            Need(first, "first");
            Need(second, "second");
            return new Query<TSource>(new SetStep<TSource, TSource>(first, second, null, 1, comparer));
        }

        public static IEnumerable<TSource> Intersect<TSource>(this IEnumerable<TSource> first, IEnumerable<TSource> second)
        {
            return Intersect(first, second, null);
        }

        public static IEnumerable<TSource> Intersect<TSource>(this IEnumerable<TSource> first, IEnumerable<TSource> second, IEqualityComparer<TSource> comparer)
        {
            Need(first, "first");
            Need(second, "second");
            return new Query<TSource>(new SetStep<TSource, TSource>(first, second, null, 2, comparer));
        }

        public static IEnumerable<TSource> Except<TSource>(this IEnumerable<TSource> first, IEnumerable<TSource> second)
        {
            return Except(first, second, null);
        }

        public static IEnumerable<TSource> Except<TSource>(this IEnumerable<TSource> first, IEnumerable<TSource> second, IEqualityComparer<TSource> comparer)
        {
            Need(first, "first");
            Need(second, "second");
            return new Query<TSource>(new SetStep<TSource, TSource>(first, second, null, 3, comparer));
        }

        // .NET 6's key-selector forms: UnionBy takes a second sequence of
        // elements, IntersectBy and ExceptBy one of keys.
        public static IEnumerable<TSource> UnionBy<TSource, TKey>(this IEnumerable<TSource> first, IEnumerable<TSource> second, Func<TSource, TKey> keySelector)
        {
            return UnionBy(first, second, keySelector, null);
        }

        public static IEnumerable<TSource> UnionBy<TSource, TKey>(this IEnumerable<TSource> first, IEnumerable<TSource> second, Func<TSource, TKey> keySelector, IEqualityComparer<TKey> comparer)
        {
            Need(first, "first");
            Need(second, "second");
            Need(keySelector, "keySelector");
            return new Query<TSource>(new SetStep<TSource, TKey>(first, second, keySelector, 1, comparer));
        }

        public static IEnumerable<TSource> IntersectBy<TSource, TKey>(this IEnumerable<TSource> first, IEnumerable<TKey> second, Func<TSource, TKey> keySelector)
        {
            return IntersectBy(first, second, keySelector, null);
        }

        public static IEnumerable<TSource> IntersectBy<TSource, TKey>(this IEnumerable<TSource> first, IEnumerable<TKey> second, Func<TSource, TKey> keySelector, IEqualityComparer<TKey> comparer)
        {
            Need(first, "first");
            Need(second, "second");
            Need(keySelector, "keySelector");
            return new Query<TSource>(SetStep<TSource, TKey>.OfKeys(first, second, keySelector, 2, comparer));
        }

        public static IEnumerable<TSource> ExceptBy<TSource, TKey>(this IEnumerable<TSource> first, IEnumerable<TKey> second, Func<TSource, TKey> keySelector)
        {
            return ExceptBy(first, second, keySelector, null);
        }

        public static IEnumerable<TSource> ExceptBy<TSource, TKey>(this IEnumerable<TSource> first, IEnumerable<TKey> second, Func<TSource, TKey> keySelector, IEqualityComparer<TKey> comparer)
        {
            Need(first, "first");
            Need(second, "second");
            Need(keySelector, "keySelector");
            return new Query<TSource>(SetStep<TSource, TKey>.OfKeys(first, second, keySelector, 3, comparer));
        }

        /* ---- ordering (stable) ---- */

        public static IOrderedEnumerable<TSource> OrderBy<TSource, TKey>(this IEnumerable<TSource> source, Func<TSource, TKey> keySelector)
        {
            return OrderBy(source, keySelector, null);
        }

        public static IOrderedEnumerable<TSource> OrderBy<TSource, TKey>(this IEnumerable<TSource> source, Func<TSource, TKey> keySelector, IComparer<TKey> comparer)
        {
            Need(source, "source");
            Need(keySelector, "keySelector");
            return new Ordered<TSource>(source, new KeyOrder<TSource, TKey>(keySelector, false, comparer));
        }

        // .NET 7: the elements by themselves (Comparer<T>.Default or comparer), stably.
        public static IOrderedEnumerable<T> Order<T>(this IEnumerable<T> source)
        {
            return Order(source, null);
        }

        public static IOrderedEnumerable<T> Order<T>(this IEnumerable<T> source, IComparer<T> comparer)
        {
            Need(source, "source");
            return new Ordered<T>(source, new KeyOrder<T, T>(x => x, false, comparer));
        }

        public static IOrderedEnumerable<T> OrderDescending<T>(this IEnumerable<T> source)
        {
            return OrderDescending(source, null);
        }

        public static IOrderedEnumerable<T> OrderDescending<T>(this IEnumerable<T> source, IComparer<T> comparer)
        {
            Need(source, "source");
            return new Ordered<T>(source, new KeyOrder<T, T>(x => x, true, comparer));
        }

        public static IOrderedEnumerable<TSource> OrderByDescending<TSource, TKey>(this IEnumerable<TSource> source, Func<TSource, TKey> keySelector)
        {
            return OrderByDescending(source, keySelector, null);
        }

        public static IOrderedEnumerable<TSource> OrderByDescending<TSource, TKey>(this IEnumerable<TSource> source, Func<TSource, TKey> keySelector, IComparer<TKey> comparer)
        {
            Need(source, "source");
            Need(keySelector, "keySelector");
            return new Ordered<TSource>(source, new KeyOrder<TSource, TKey>(keySelector, true, comparer));
        }

        public static IOrderedEnumerable<TSource> ThenBy<TSource, TKey>(this IOrderedEnumerable<TSource> source, Func<TSource, TKey> keySelector)
        {
            return ThenBy(source, keySelector, null);
        }

        public static IOrderedEnumerable<TSource> ThenBy<TSource, TKey>(this IOrderedEnumerable<TSource> source, Func<TSource, TKey> keySelector, IComparer<TKey> comparer)
        {
            Need(source, "source");
            Need(keySelector, "keySelector");
            return source.ThenWith(new KeyOrder<TSource, TKey>(keySelector, false, comparer));
        }

        public static IOrderedEnumerable<TSource> ThenByDescending<TSource, TKey>(this IOrderedEnumerable<TSource> source, Func<TSource, TKey> keySelector)
        {
            return ThenByDescending(source, keySelector, null);
        }

        public static IOrderedEnumerable<TSource> ThenByDescending<TSource, TKey>(this IOrderedEnumerable<TSource> source, Func<TSource, TKey> keySelector, IComparer<TKey> comparer)
        {
            Need(source, "source");
            Need(keySelector, "keySelector");
            return source.ThenWith(new KeyOrder<TSource, TKey>(keySelector, true, comparer));
        }

        /* ---- grouping and joins ---- */

        public static IEnumerable<IGrouping<TKey, TSource>> GroupBy<TSource, TKey>(this IEnumerable<TSource> source, Func<TSource, TKey> keySelector)
        {
            return GroupBy(source, keySelector, (IEqualityComparer<TKey>)null);
        }

        public static IEnumerable<IGrouping<TKey, TSource>> GroupBy<TSource, TKey>(this IEnumerable<TSource> source, Func<TSource, TKey> keySelector, IEqualityComparer<TKey> comparer)
        {
            Need(source, "source");
            Need(keySelector, "keySelector");
            return new Query<IGrouping<TKey, TSource>>(new GroupStep<TSource, TKey, TSource>(source, keySelector, null, comparer));
        }

        public static IEnumerable<IGrouping<TKey, TElement>> GroupBy<TSource, TKey, TElement>(this IEnumerable<TSource> source, Func<TSource, TKey> keySelector, Func<TSource, TElement> elementSelector)
        {
            return GroupBy(source, keySelector, elementSelector, null);
        }

        public static IEnumerable<IGrouping<TKey, TElement>> GroupBy<TSource, TKey, TElement>(this IEnumerable<TSource> source, Func<TSource, TKey> keySelector, Func<TSource, TElement> elementSelector, IEqualityComparer<TKey> comparer)
        {
            Need(source, "source");
            Need(keySelector, "keySelector");
            Need(elementSelector, "elementSelector");
            return new Query<IGrouping<TKey, TElement>>(new GroupStep<TSource, TKey, TElement>(source, keySelector, elementSelector, comparer));
        }

        public static IEnumerable<TResult> GroupBy<TSource, TKey, TResult>(this IEnumerable<TSource> source, Func<TSource, TKey> keySelector, Func<TKey, IEnumerable<TSource>, TResult> resultSelector)
        {
            Need(resultSelector, "resultSelector");
            return new Query<TResult>(new GroupResultStep<TSource, TKey, TResult>(GroupBy(source, keySelector), resultSelector));
        }

        public static ILookup<TKey, TSource> ToLookup<TSource, TKey>(this IEnumerable<TSource> source, Func<TSource, TKey> keySelector)
        {
            return ToLookup(source, keySelector, (IEqualityComparer<TKey>)null);
        }

        public static ILookup<TKey, TSource> ToLookup<TSource, TKey>(this IEnumerable<TSource> source, Func<TSource, TKey> keySelector, IEqualityComparer<TKey> comparer)
        {
            Need(source, "source");
            Need(keySelector, "keySelector");
            Lookup<TKey, TSource> r = new Lookup<TKey, TSource>(comparer);
            foreach (TSource x in source)
                r.Add(keySelector(x), x);
            return r;
        }

        public static ILookup<TKey, TElement> ToLookup<TSource, TKey, TElement>(this IEnumerable<TSource> source, Func<TSource, TKey> keySelector, Func<TSource, TElement> elementSelector)
        {
            return ToLookup(source, keySelector, elementSelector, null);
        }

        public static ILookup<TKey, TElement> ToLookup<TSource, TKey, TElement>(this IEnumerable<TSource> source, Func<TSource, TKey> keySelector, Func<TSource, TElement> elementSelector, IEqualityComparer<TKey> comparer)
        {
            Need(source, "source");
            Need(keySelector, "keySelector");
            Need(elementSelector, "elementSelector");
            Lookup<TKey, TElement> r = new Lookup<TKey, TElement>(comparer);
            foreach (TSource x in source)
                r.Add(keySelector(x), elementSelector(x));
            return r;
        }

        public static IEnumerable<TResult> Join<TOuter, TInner, TKey, TResult>(this IEnumerable<TOuter> outer, IEnumerable<TInner> inner, Func<TOuter, TKey> outerKeySelector, Func<TInner, TKey> innerKeySelector, Func<TOuter, TInner, TResult> resultSelector)
        {
            Need(outer, "outer");
            Need(inner, "inner");
            Need(outerKeySelector, "outerKeySelector");
            Need(innerKeySelector, "innerKeySelector");
            Need(resultSelector, "resultSelector");
            return new Query<TResult>(new JoinStep<TOuter, TInner, TKey, TResult>(outer, inner, outerKeySelector, innerKeySelector, resultSelector, null));
        }

        public static IEnumerable<TResult> GroupJoin<TOuter, TInner, TKey, TResult>(this IEnumerable<TOuter> outer, IEnumerable<TInner> inner, Func<TOuter, TKey> outerKeySelector, Func<TInner, TKey> innerKeySelector, Func<TOuter, IEnumerable<TInner>, TResult> resultSelector)
        {
            Need(outer, "outer");
            Need(inner, "inner");
            Need(outerKeySelector, "outerKeySelector");
            Need(innerKeySelector, "innerKeySelector");
            Need(resultSelector, "resultSelector");
            return new Query<TResult>(new JoinStep<TOuter, TInner, TKey, TResult>(outer, inner, outerKeySelector, innerKeySelector, null, resultSelector));
        }

        /* ---- conversion ---- */

        public static List<TSource> ToList<TSource>(this IEnumerable<TSource> source)
        {
            Need(source, "source");
            List<TSource> r = new List<TSource>();
            foreach (TSource x in source)
                r.Add(x);
            return r;
        }

        public static HashSet<TSource> ToHashSet<TSource>(this IEnumerable<TSource> source)
        {
            return ToHashSet(source, null);
        }

        public static HashSet<TSource> ToHashSet<TSource>(this IEnumerable<TSource> source, IEqualityComparer<TSource> comparer)
        {
            Need(source, "source");
            HashSet<TSource> r = new HashSet<TSource>(comparer);
            foreach (TSource x in source)
                r.Add(x);
            return r;
        }

        public static IEnumerable<TSource> AsEnumerable<TSource>(this IEnumerable<TSource> source)
        {
            return source;
        }

        public static TSource[] ToArray<TSource>(this IEnumerable<TSource> source)
        {
            return ToList(source).ToArray();
        }

        public static Dictionary<TKey, TSource> ToDictionary<TSource, TKey>(this IEnumerable<TSource> source, Func<TSource, TKey> keySelector)
        {
            return ToDictionary(source, keySelector, (IEqualityComparer<TKey>)null);
        }

        public static Dictionary<TKey, TSource> ToDictionary<TSource, TKey>(this IEnumerable<TSource> source, Func<TSource, TKey> keySelector, IEqualityComparer<TKey> comparer)
        {
            Need(source, "source");
            Need(keySelector, "keySelector");
            Dictionary<TKey, TSource> r = new Dictionary<TKey, TSource>(comparer);
            foreach (TSource x in source)
                r.Add(keySelector(x), x);
            return r;
        }

        public static Dictionary<TKey, TElement> ToDictionary<TSource, TKey, TElement>(this IEnumerable<TSource> source, Func<TSource, TKey> keySelector, Func<TSource, TElement> elementSelector)
        {
            return ToDictionary(source, keySelector, elementSelector, null);
        }

        public static Dictionary<TKey, TElement> ToDictionary<TSource, TKey, TElement>(this IEnumerable<TSource> source, Func<TSource, TKey> keySelector, Func<TSource, TElement> elementSelector, IEqualityComparer<TKey> comparer)
        {
            Need(source, "source");
            Need(keySelector, "keySelector");
            Need(elementSelector, "elementSelector");
            Dictionary<TKey, TElement> r = new Dictionary<TKey, TElement>(comparer);
            foreach (TSource x in source)
                r.Add(keySelector(x), elementSelector(x));
            return r;
        }

        /* ---- aggregation ---- */

        public static int Count<TSource>(this IEnumerable<TSource> source)
        {
            Need(source, "source");
            int n = 0;
            foreach (TSource x in source)
                checked { n++; }
            return n;
        }

        public static int Count<TSource>(this IEnumerable<TSource> source, Func<TSource, bool> predicate)
        {
            Need(source, "source");
            Need(predicate, "predicate");
            int n = 0;
            foreach (TSource x in source)
                if (predicate(x))
                    checked { n++; }
            return n;
        }

        public static long LongCount<TSource>(this IEnumerable<TSource> source)
        {
            Need(source, "source");
            long n = 0;
            foreach (TSource x in source)
                n++;
            return n;
        }

        public static long LongCount<TSource>(this IEnumerable<TSource> source, Func<TSource, bool> predicate)
        {
            Need(source, "source");
            Need(predicate, "predicate");
            long n = 0;
            foreach (TSource x in source)
                if (predicate(x))
                    n++;
            return n;
        }

        public static bool Any<TSource>(this IEnumerable<TSource> source)
        {
            Need(source, "source");
            using (IEnumerator<TSource> e = source.GetEnumerator())
                return e.MoveNext();
        }

        public static bool Any<TSource>(this IEnumerable<TSource> source, Func<TSource, bool> predicate)
        {
            Need(source, "source");
            Need(predicate, "predicate");
            foreach (TSource x in source)
                if (predicate(x))
                    return true;
            return false;
        }

        public static bool All<TSource>(this IEnumerable<TSource> source, Func<TSource, bool> predicate)
        {
            Need(source, "source");
            Need(predicate, "predicate");
            foreach (TSource x in source)
                if (!predicate(x))
                    return false;
            return true;
        }

        public static bool Contains<TSource>(this IEnumerable<TSource> source, TSource value)
        {
            Need(source, "source");
            foreach (TSource x in source)
                if (object.Equals(x, value))
                    return true;
            return false;
        }

        public static bool Contains<TSource>(this IEnumerable<TSource> source, TSource value, IEqualityComparer<TSource> comparer)
        {
            if (comparer == null)
                return Contains(source, value);
            Need(source, "source");
            foreach (TSource x in source)
                if (comparer.Equals(x, value))
                    return true;
            return false;
        }

        public static TSource Aggregate<TSource>(this IEnumerable<TSource> source, Func<TSource, TSource, TSource> func)
        {
            Need(source, "source");
            Need(func, "func");
            using (IEnumerator<TSource> e = source.GetEnumerator()) {
                if (!e.MoveNext())
                    throw NoElements();
                TSource acc = e.Current;
                while (e.MoveNext())
                    acc = func(acc, e.Current);
                return acc;
            }
        }

        public static TAccumulate Aggregate<TSource, TAccumulate>(this IEnumerable<TSource> source, TAccumulate seed, Func<TAccumulate, TSource, TAccumulate> func)
        {
            Need(source, "source");
            Need(func, "func");
            TAccumulate acc = seed;
            foreach (TSource x in source)
                acc = func(acc, x);
            return acc;
        }

        public static TResult Aggregate<TSource, TAccumulate, TResult>(this IEnumerable<TSource> source, TAccumulate seed, Func<TAccumulate, TSource, TAccumulate> func, Func<TAccumulate, TResult> resultSelector)
        {
            Need(resultSelector, "resultSelector");
            return resultSelector(Aggregate(source, seed, func));
        }

        public static int Sum(this IEnumerable<int> source)
        {
            Need(source, "source");
            int s = 0;
            List<int> list = source as List<int>;
            if (list != null) {
                for (int i = 0; i < list.Count; i++)
                    checked { s += list[i]; }
                return s;
            }
            foreach (int x in source)
                checked { s += x; }
            return s;
        }

        public static long Sum(this IEnumerable<long> source)
        {
            Need(source, "source");
            long s = 0;
            foreach (long x in source)
                checked { s += x; }
            return s;
        }

        public static double Sum(this IEnumerable<double> source)
        {
            Need(source, "source");
            double s = 0;
            foreach (double x in source)
                s += x;
            return s;
        }

        public static int Sum<TSource>(this IEnumerable<TSource> source, Func<TSource, int> selector)
        {
            return Sum(Select(source, selector));
        }

        public static long Sum<TSource>(this IEnumerable<TSource> source, Func<TSource, long> selector)
        {
            return Sum(Select(source, selector));
        }

        public static double Sum<TSource>(this IEnumerable<TSource> source, Func<TSource, double> selector)
        {
            return Sum(Select(source, selector));
        }

        // float sums in double, as .NET does; decimal's own arithmetic
        // throws its OverflowException.
        public static float Sum(this IEnumerable<float> source)
        {
            Need(source, "source");
            double s = 0;
            foreach (float x in source)
                s += x;
            return (float)s;
        }

        public static decimal Sum(this IEnumerable<decimal> source)
        {
            Need(source, "source");
            decimal s = 0;
            foreach (decimal x in source)
                s += x;
            return s;
        }

        public static float Sum<TSource>(this IEnumerable<TSource> source, Func<TSource, float> selector)
        {
            return Sum(Select(source, selector));
        }

        public static decimal Sum<TSource>(this IEnumerable<TSource> source, Func<TSource, decimal> selector)
        {
            return Sum(Select(source, selector));
        }

        public static float Average(this IEnumerable<float> source)
        {
            Need(source, "source");
            double s = 0;
            long n = 0;
            foreach (float x in source) {
                s += x;
                n++;
            }
            if (n == 0)
                throw NoElements();
            return (float)(s / n);
        }

        public static decimal Average(this IEnumerable<decimal> source)
        {
            Need(source, "source");
            decimal s = 0;
            long n = 0;
            foreach (decimal x in source) {
                s += x;
                n++;
            }
            if (n == 0)
                throw NoElements();
            return s / n;
        }

        public static float Average<TSource>(this IEnumerable<TSource> source, Func<TSource, float> selector)
        {
            return Average(Select(source, selector));
        }

        public static decimal Average<TSource>(this IEnumerable<TSource> source, Func<TSource, decimal> selector)
        {
            return Average(Select(source, selector));
        }

        public static double Average(this IEnumerable<int> source)
        {
            Need(source, "source");
            long s = 0;
            long n = 0;
            foreach (int x in source) {
                checked { s += x; }
                n++;
            }
            if (n == 0)
                throw NoElements();
            return (double)s / n;
        }

        public static double Average(this IEnumerable<long> source)
        {
            Need(source, "source");
            long s = 0;
            long n = 0;
            foreach (long x in source) {
                checked { s += x; }
                n++;
            }
            if (n == 0)
                throw NoElements();
            return (double)s / n;
        }

        public static double Average(this IEnumerable<double> source)
        {
            Need(source, "source");
            double s = 0;
            long n = 0;
            foreach (double x in source) {
                s += x;
                n++;
            }
            if (n == 0)
                throw NoElements();
            return s / n;
        }

        public static double Average<TSource>(this IEnumerable<TSource> source, Func<TSource, int> selector)
        {
            return Average(Select(source, selector));
        }

        public static double Average<TSource>(this IEnumerable<TSource> source, Func<TSource, long> selector)
        {
            return Average(Select(source, selector));
        }

        public static double Average<TSource>(this IEnumerable<TSource> source, Func<TSource, double> selector)
        {
            return Average(Select(source, selector));
        }

        public static int Min(this IEnumerable<int> source)
        {
            return Extreme(source, -1);
        }

        public static int Max(this IEnumerable<int> source)
        {
            return Extreme(source, 1);
        }

        private static int Extreme(IEnumerable<int> source, int sign)
        {
            Need(source, "source");
            using (IEnumerator<int> e = source.GetEnumerator()) {
                if (!e.MoveNext())
                    throw NoElements();
                int r = e.Current;
                while (e.MoveNext()) {
                    int x = e.Current;
                    if (sign > 0 ? x > r : x < r)
                        r = x;
                }
                return r;
            }
        }

        public static long Min(this IEnumerable<long> source)
        {
            return ExtremeLong(source, -1);
        }

        public static long Max(this IEnumerable<long> source)
        {
            return ExtremeLong(source, 1);
        }

        private static long ExtremeLong(IEnumerable<long> source, int sign)
        {
            Need(source, "source");
            using (IEnumerator<long> e = source.GetEnumerator()) {
                if (!e.MoveNext())
                    throw NoElements();
                long r = e.Current;
                while (e.MoveNext()) {
                    long x = e.Current;
                    if (sign > 0 ? x > r : x < r)
                        r = x;
                }
                return r;
            }
        }

        // NaN: Min returns it (it is less than everything), Max skips it unless all are NaN (.NET)
        public static double Min(this IEnumerable<double> source)
        {
            Need(source, "source");
            using (IEnumerator<double> e = source.GetEnumerator()) {
                if (!e.MoveNext())
                    throw NoElements();
                double r = e.Current;
                if (r != r)
                    return r;
                while (e.MoveNext()) {
                    double x = e.Current;
                    if (x < r)
                        r = x;
                    else if (x != x)
                        return x;
                }
                return r;
            }
        }

        public static double Max(this IEnumerable<double> source)
        {
            Need(source, "source");
            using (IEnumerator<double> e = source.GetEnumerator()) {
                if (!e.MoveNext())
                    throw NoElements();
                double r = e.Current;
                while (r != r) {
                    if (!e.MoveNext())
                        return r;
                    r = e.Current;
                }
                while (e.MoveNext()) {
                    double x = e.Current;
                    if (x > r)
                        r = x;
                }
                return r;
            }
        }

        public static int Min<TSource>(this IEnumerable<TSource> source, Func<TSource, int> selector)
        {
            return Min(Select(source, selector));
        }

        public static int Max<TSource>(this IEnumerable<TSource> source, Func<TSource, int> selector)
        {
            return Max(Select(source, selector));
        }

        public static long Min<TSource>(this IEnumerable<TSource> source, Func<TSource, long> selector)
        {
            return Min(Select(source, selector));
        }

        public static long Max<TSource>(this IEnumerable<TSource> source, Func<TSource, long> selector)
        {
            return Max(Select(source, selector));
        }

        public static double Min<TSource>(this IEnumerable<TSource> source, Func<TSource, double> selector)
        {
            return Min(Select(source, selector));
        }

        public static double Max<TSource>(this IEnumerable<TSource> source, Func<TSource, double> selector)
        {
            return Max(Select(source, selector));
        }

        // a selector of any other result type: the default order of its results
        public static TResult Min<TSource, TResult>(this IEnumerable<TSource> source, Func<TSource, TResult> selector)
        {
            return Min(Select(source, selector));
        }

        public static TResult Max<TSource, TResult>(this IEnumerable<TSource> source, Func<TSource, TResult> selector)
        {
            return Max(Select(source, selector));
        }

        // any other element type: the default order (Comparer<T>.Default)
        public static TSource Min<TSource>(this IEnumerable<TSource> source)
        {
            return Best(source, -1);
        }

        public static TSource Max<TSource>(this IEnumerable<TSource> source)
        {
            return Best(source, 1);
        }

        private static TSource Best<TSource>(IEnumerable<TSource> source, int sign)
        {
            Need(source, "source");
            Comparer<TSource> cmp = Comparer<TSource>.Default;
            using (IEnumerator<TSource> e = source.GetEnumerator()) {
                if (!e.MoveNext()) {
                    if (default(TSource) == null)
                        return default(TSource);
                    throw NoElements();
                }
                TSource r = e.Current;
                while (e.MoveNext()) {
                    TSource x = e.Current;
                    if (r == null || (x != null && cmp.Compare(x, r) * sign > 0))
                        r = x;
                }
                return r;
            }
        }

        public static TSource MinBy<TSource, TKey>(this IEnumerable<TSource> source, Func<TSource, TKey> keySelector)
        {
            return BestBy(source, keySelector, -1);
        }

        public static TSource MaxBy<TSource, TKey>(this IEnumerable<TSource> source, Func<TSource, TKey> keySelector)
        {
            return BestBy(source, keySelector, 1);
        }

        private static TSource BestBy<TSource, TKey>(IEnumerable<TSource> source, Func<TSource, TKey> keySelector, int sign)
        {
            Need(source, "source");
            Need(keySelector, "keySelector");
            Comparer<TKey> cmp = Comparer<TKey>.Default;
            using (IEnumerator<TSource> e = source.GetEnumerator()) {
                if (!e.MoveNext()) {
                    if (default(TSource) == null)
                        return default(TSource);
                    throw NoElements();
                }
                TSource r = e.Current;
                TKey rk = keySelector(r);
                while (e.MoveNext()) {
                    TSource x = e.Current;
                    TKey k = keySelector(x);
                    if (cmp.Compare(k, rk) * sign > 0) {
                        r = x;
                        rk = k;
                    }
                }
                return r;
            }
        }

        /* ---- elements ---- */

        public static TSource First<TSource>(this IEnumerable<TSource> source)
        {
            Need(source, "source");
            foreach (TSource x in source)
                return x;
            throw NoElements();
        }

        public static TSource First<TSource>(this IEnumerable<TSource> source, Func<TSource, bool> predicate)
        {
            Need(source, "source");
            Need(predicate, "predicate");
            foreach (TSource x in source)
                if (predicate(x))
                    return x;
            throw NoMatch();
        }

        public static TSource FirstOrDefault<TSource>(this IEnumerable<TSource> source)
        {
            Need(source, "source");
            foreach (TSource x in source)
                return x;
            return default(TSource);
        }

        public static TSource FirstOrDefault<TSource>(this IEnumerable<TSource> source, Func<TSource, bool> predicate)
        {
            Need(source, "source");
            Need(predicate, "predicate");
            foreach (TSource x in source)
                if (predicate(x))
                    return x;
            return default(TSource);
        }

        public static TSource Last<TSource>(this IEnumerable<TSource> source)
        {
            Need(source, "source");
            bool found = false;
            TSource r = default(TSource);
            foreach (TSource x in source) {
                r = x;
                found = true;
            }
            if (!found)
                throw NoElements();
            return r;
        }

        public static TSource Last<TSource>(this IEnumerable<TSource> source, Func<TSource, bool> predicate)
        {
            Need(source, "source");
            Need(predicate, "predicate");
            bool found = false;
            TSource r = default(TSource);
            foreach (TSource x in source)
                if (predicate(x)) {
                    r = x;
                    found = true;
                }
            if (!found)
                throw NoMatch();
            return r;
        }

        public static TSource LastOrDefault<TSource>(this IEnumerable<TSource> source)
        {
            Need(source, "source");
            TSource r = default(TSource);
            foreach (TSource x in source)
                r = x;
            return r;
        }

        public static TSource LastOrDefault<TSource>(this IEnumerable<TSource> source, Func<TSource, bool> predicate)
        {
            Need(source, "source");
            Need(predicate, "predicate");
            TSource r = default(TSource);
            foreach (TSource x in source)
                if (predicate(x))
                    r = x;
            return r;
        }

        public static TSource Single<TSource>(this IEnumerable<TSource> source)
        {
            Need(source, "source");
            using (IEnumerator<TSource> e = source.GetEnumerator()) {
                if (!e.MoveNext())
                    throw NoElements();
                TSource r = e.Current;
                if (e.MoveNext())
                    throw MoreThanOne();
                return r;
            }
        }

        public static TSource Single<TSource>(this IEnumerable<TSource> source, Func<TSource, bool> predicate)
        {
            Need(source, "source");
            Need(predicate, "predicate");
            int n = 0;
            TSource r = default(TSource);
            foreach (TSource x in source)
                if (predicate(x)) {
                    if (n++ > 0)
                        throw MoreThanOneMatch();
                    r = x;
                }
            if (n == 0)
                throw NoMatch();
            return r;
        }

        public static TSource SingleOrDefault<TSource>(this IEnumerable<TSource> source)
        {
            Need(source, "source");
            using (IEnumerator<TSource> e = source.GetEnumerator()) {
                if (!e.MoveNext())
                    return default(TSource);
                TSource r = e.Current;
                if (e.MoveNext())
                    throw MoreThanOne();
                return r;
            }
        }

        public static TSource SingleOrDefault<TSource>(this IEnumerable<TSource> source, Func<TSource, bool> predicate)
        {
            Need(source, "source");
            Need(predicate, "predicate");
            int n = 0;
            TSource r = default(TSource);
            foreach (TSource x in source)
                if (predicate(x)) {
                    if (n++ > 0)
                        throw MoreThanOneMatch();
                    r = x;
                }
            return r;
        }

        public static TSource ElementAt<TSource>(this IEnumerable<TSource> source, int index)
        {
            Need(source, "source");
            if (index >= 0)
                foreach (TSource x in source)
                    if (index-- == 0)
                        return x;
            throw new ArgumentOutOfRangeException("index", "Index was out of range. Must be non-negative and less than the size of the collection.");
        }

        public static TSource ElementAtOrDefault<TSource>(this IEnumerable<TSource> source, int index)
        {
            Need(source, "source");
            if (index >= 0)
                foreach (TSource x in source)
                    if (index-- == 0)
                        return x;
            return default(TSource);
        }

        public static bool SequenceEqual<TSource>(this IEnumerable<TSource> first, IEnumerable<TSource> second)
        {
            return SequenceEqual(first, second, null);
        }

        public static bool SequenceEqual<TSource>(this IEnumerable<TSource> first, IEnumerable<TSource> second, IEqualityComparer<TSource> comparer)
        {
            Need(first, "first");
            Need(second, "second");
            using (IEnumerator<TSource> a = first.GetEnumerator())
            using (IEnumerator<TSource> b = second.GetEnumerator()) {
                while (a.MoveNext())
                    if (!b.MoveNext() || !(comparer != null ? comparer.Equals(a.Current, b.Current) : object.Equals(a.Current, b.Current)))
                        return false;
                return !b.MoveNext();
            }
        }
    }

    /* ---- the deferred operators' sequences ---- */

    // One enumeration of an operator: Next computes the next element
    // (opening its sources at the first call), Close disposes them, Fresh
    // is a new enumeration of the same operator.
    // One class per operator, as .NET's (without a common base class: Kiln
    // does not derive from generic classes yet): the enumerable is its own
    // first enumerator on the thread that made it; a second enumeration
    // gets a fresh one.
    internal sealed class WhereListIterator<T> : IEnumerable<T>, IEnumerator<T>
    {
        internal List<T> _list;
        internal Func<T, bool> _pred;
        private int _index;
        private int _thread = Thread.CurrentThread.ManagedThreadId;
        private int _state;          // 0 not started, 1 running, -1 done
        private T _current;

        private WhereListIterator<T> Start()
        {
            WhereListIterator<T> e = _state == 0 && _thread == Thread.CurrentThread.ManagedThreadId ? this : new WhereListIterator<T>(_list, _pred);
            e._state = 1;
            return e;
        }

        public IEnumerator<T> GetEnumerator() { return Start(); }
        IEnumerator IEnumerable.GetEnumerator() { return Start(); }
        public T Current { get { return _current; } }
        object IEnumerator.Current { get { return _current; } }
        public void Reset() { throw new NotSupportedException("Specified method is not supported."); }

        public WhereListIterator(List<T> list, Func<T, bool> pred)
        {
            _list = list;
            _pred = pred;
        }

        public void Dispose() { _state = -1; }

        public bool MoveNext()
        {
            if (_state != 1)
                return false;
            while (_index < _list.Count) {
                T x = _list[_index++];
                if (_pred(x)) {
                    _current = x;
                    return true;
                }
            }
            _state = -1;
            return false;
        }
    }

    // list.Where(p).Select(f) and list.Select(f) (_pred null) in one step.
    internal sealed class WhereSelectListIterator<T, TResult> : IEnumerable<TResult>, IEnumerator<TResult>
    {
        private List<T> _list;
        private Func<T, bool> _pred;
        private Func<T, TResult> _sel;
        private int _index;
        private int _thread = Thread.CurrentThread.ManagedThreadId;
        private int _state;          // 0 not started, 1 running, -1 done
        private TResult _current;

        private WhereSelectListIterator<T, TResult> Start()
        {
            WhereSelectListIterator<T, TResult> e = _state == 0 && _thread == Thread.CurrentThread.ManagedThreadId ? this : new WhereSelectListIterator<T, TResult>(_list, _pred, _sel);
            e._state = 1;
            return e;
        }

        public IEnumerator<TResult> GetEnumerator() { return Start(); }
        IEnumerator IEnumerable.GetEnumerator() { return Start(); }
        public TResult Current { get { return _current; } }
        object IEnumerator.Current { get { return _current; } }
        public void Reset() { throw new NotSupportedException("Specified method is not supported."); }

        public WhereSelectListIterator(List<T> list, Func<T, bool> pred, Func<T, TResult> sel)
        {
            _list = list;
            _pred = pred;
            _sel = sel;
        }

        public void Dispose() { _state = -1; }

        public bool MoveNext()
        {
            if (_state != 1)
                return false;
            while (_index < _list.Count) {
                T x = _list[_index++];
                if (_pred == null || _pred(x)) {
                    _current = _sel(x);
                    return true;
                }
            }
            _state = -1;
            return false;
        }
    }

    internal sealed class WhereIterator<T> : IEnumerable<T>, IEnumerator<T>
    {
        private IEnumerable<T> _source;
        private Func<T, bool> _pred;
        private IEnumerator<T> _e;
        private int _thread = Thread.CurrentThread.ManagedThreadId;
        private int _state;          // 0 not started, 1 running, -1 done
        private T _current;

        private WhereIterator<T> Start()
        {
            WhereIterator<T> e = _state == 0 && _thread == Thread.CurrentThread.ManagedThreadId ? this : new WhereIterator<T>(_source, _pred);
            e._state = 1;
            return e;
        }

        public IEnumerator<T> GetEnumerator() { return Start(); }
        IEnumerator IEnumerable.GetEnumerator() { return Start(); }
        public T Current { get { return _current; } }
        object IEnumerator.Current { get { return _current; } }
        public void Reset() { throw new NotSupportedException("Specified method is not supported."); }

        public WhereIterator(IEnumerable<T> source, Func<T, bool> pred)
        {
            _source = source;
            _pred = pred;
        }

        public bool MoveNext()
        {
            if (_state != 1)
                return false;
            if (_e == null)
                _e = _source.GetEnumerator();
            while (_e.MoveNext()) {
                T x = _e.Current;
                if (_pred(x)) {
                    _current = x;
                    return true;
                }
            }
            Dispose();
            return false;
        }

        public void Dispose()
        {
            if (_e != null)
                _e.Dispose();
            _e = null;
            _state = -1;
        }
    }

    internal sealed class SelectIterator<T, TResult> : IEnumerable<TResult>, IEnumerator<TResult>
    {
        private IEnumerable<T> _source;
        private Func<T, TResult> _sel;
        private IEnumerator<T> _e;
        private int _thread = Thread.CurrentThread.ManagedThreadId;
        private int _state;          // 0 not started, 1 running, -1 done
        private TResult _current;

        private SelectIterator<T, TResult> Start()
        {
            SelectIterator<T, TResult> e = _state == 0 && _thread == Thread.CurrentThread.ManagedThreadId ? this : new SelectIterator<T, TResult>(_source, _sel);
            e._state = 1;
            return e;
        }

        public IEnumerator<TResult> GetEnumerator() { return Start(); }
        IEnumerator IEnumerable.GetEnumerator() { return Start(); }
        public TResult Current { get { return _current; } }
        object IEnumerator.Current { get { return _current; } }
        public void Reset() { throw new NotSupportedException("Specified method is not supported."); }

        public SelectIterator(IEnumerable<T> source, Func<T, TResult> sel)
        {
            _source = source;
            _sel = sel;
        }

        public bool MoveNext()
        {
            if (_state != 1)
                return false;
            if (_e == null)
                _e = _source.GetEnumerator();
            if (_e.MoveNext()) {
                _current = _sel(_e.Current);
                return true;
            }
            Dispose();
            return false;
        }

        public void Dispose()
        {
            if (_e != null)
                _e.Dispose();
            _e = null;
            _state = -1;
        }
    }

    internal interface IQueryStep<T>
    {
        IQueryStep<T> Fresh();
        bool Next();
        T Value { get; }
        void Close();
    }

    // An operator's sequence and enumerator: each GetEnumerator starts the
    // query again (the first call on the object the operator returned uses
    // that object, as .NET's iterators do).
    internal sealed class Query<T> : IEnumerable<T>, IEnumerator<T>
    {
        private IQueryStep<T> _step;
        private T _current;
        private bool _done;
        private bool _taken;

        public Query(IQueryStep<T> step)
        {
            _step = step;
        }

        public T Current
        {
            get { return _current; }
        }

        object IEnumerator.Current
        {
            get { return _current; }
        }

        public IEnumerator<T> GetEnumerator()
        {
            Query<T> e = _taken ? new Query<T>(_step.Fresh()) : this;
            e._taken = true;
            return e;
        }

        IEnumerator IEnumerable.GetEnumerator()
        {
            return GetEnumerator();
        }

        public bool MoveNext()
        {
            if (_done)
                return false;
            if (_step.Next()) {
                _current = _step.Value;
                return true;
            }
            Dispose();
            return false;
        }

        public void Dispose()
        {
            if (!_done) {
                _done = true;
                _step.Close();
            }
        }

        public void Reset()
        {
            throw new NotSupportedException("Specified method is not supported.");
        }
    }

    internal sealed class RangeStep : IQueryStep<int>
    {
        private int _start, _count, _i, _value;

        public RangeStep(int start, int count)
        {
            _start = start;
            _count = count;
        }

        public IQueryStep<int> Fresh() { return new RangeStep(_start, _count); }
        public int Value { get { return _value; } }
        public void Close() { }

        public bool Next()
        {
            if (_i >= _count)
                return false;
            _value = _start + _i++;
            return true;
        }
    }

    internal sealed class RepeatStep<T> : IQueryStep<T>
    {
        private T _value;
        private int _count, _i;

        public RepeatStep(T value, int count)
        {
            _value = value;
            _count = count;
        }

        public IQueryStep<T> Fresh() { return new RepeatStep<T>(_value, _count); }
        public T Value { get { return _value; } }
        public void Close() { }

        public bool Next()
        {
            if (_i >= _count)
                return false;
            _i++;
            return true;
        }
    }

    internal sealed class WhereStep<T> : IQueryStep<T>
    {
        private IEnumerable<T> _source;
        private IEnumerator<T> _e;
        private Func<T, bool> _pred;
        private Func<T, int, bool> _ipred;
        private int _index = -1;
        private T _value;

        public WhereStep(IEnumerable<T> source, Func<T, bool> pred, Func<T, int, bool> ipred)
        {
            _source = source;
            _pred = pred;
            _ipred = ipred;
        }

        public IQueryStep<T> Fresh() { return new WhereStep<T>(_source, _pred, _ipred); }
        public T Value { get { return _value; } }

        public bool Next()
        {
            if (_e == null)
                _e = _source.GetEnumerator();
            while (_e.MoveNext()) {
                T x = _e.Current;
                if (_pred != null ? _pred(x) : _ipred(x, checked(++_index))) {
                    _value = x;
                    return true;
                }
            }
            return false;
        }

        public void Close()
        {
            if (_e != null)
                _e.Dispose();
        }
    }

    internal sealed class SelectStep<TSource, TResult> : IQueryStep<TResult>
    {
        private IEnumerable<TSource> _source;
        private IEnumerator<TSource> _e;
        private Func<TSource, TResult> _f;
        private Func<TSource, int, TResult> _if;
        private int _index = -1;
        private TResult _value;

        public SelectStep(IEnumerable<TSource> source, Func<TSource, TResult> f, Func<TSource, int, TResult> iff)
        {
            _source = source;
            _f = f;
            _if = iff;
        }

        public IQueryStep<TResult> Fresh() { return new SelectStep<TSource, TResult>(_source, _f, _if); }
        public TResult Value { get { return _value; } }

        public bool Next()
        {
            if (_e == null)
                _e = _source.GetEnumerator();
            if (!_e.MoveNext())
                return false;
            _value = _f != null ? _f(_e.Current) : _if(_e.Current, checked(++_index));
            return true;
        }

        public void Close()
        {
            if (_e != null)
                _e.Dispose();
        }
    }

    internal sealed class SelectManyStep<TSource, TResult> : IQueryStep<TResult>
    {
        private IEnumerable<TSource> _source;
        private IEnumerator<TSource> _e;
        private Func<TSource, IEnumerable<TResult>> _f;
        private IEnumerator<TResult> _inner;
        private TResult _value;

        public SelectManyStep(IEnumerable<TSource> source, Func<TSource, IEnumerable<TResult>> f)
        {
            _source = source;
            _f = f;
        }

        public IQueryStep<TResult> Fresh() { return new SelectManyStep<TSource, TResult>(_source, _f); }
        public TResult Value { get { return _value; } }

        public bool Next()
        {
            if (_e == null)
                _e = _source.GetEnumerator();
            for (;;) {
                if (_inner != null) {
                    if (_inner.MoveNext()) {
                        _value = _inner.Current;
                        return true;
                    }
                    _inner.Dispose();
                    _inner = null;
                }
                if (!_e.MoveNext())
                    return false;
                _inner = _f(_e.Current).GetEnumerator();
            }
        }

        public void Close()
        {
            if (_inner != null)
                _inner.Dispose();
            if (_e != null)
                _e.Dispose();
        }
    }

    internal sealed class CastStep<TResult> : IQueryStep<TResult>
    {
        private IEnumerable _source;
        private IEnumerator _e;
        private bool _filter;
        private TResult _value;

        public CastStep(IEnumerable source, bool filter)
        {
            _source = source;
            _filter = filter;
        }

        public IQueryStep<TResult> Fresh() { return new CastStep<TResult>(_source, _filter); }
        public TResult Value { get { return _value; } }

        public bool Next()
        {
            if (_e == null)
                _e = _source.GetEnumerator();
            while (_e.MoveNext()) {
                object o = _e.Current;
                if (_filter && !(o is TResult))
                    continue;
                _value = (TResult)o;
                return true;
            }
            return false;
        }

        public void Close()
        {
            IDisposable d = _e as IDisposable;
            if (d != null)
                d.Dispose();
        }
    }

    // Take (mode 0), Skip (1), TakeWhile (2), SkipWhile (3).
    internal sealed class TakeSkipStep<T> : IQueryStep<T>
    {
        private IEnumerable<T> _source;
        private IEnumerator<T> _e;
        private int _count, _mode, _seen;
        private Func<T, bool> _pred;
        private bool _passed, _stop;
        private T _value;

        public TakeSkipStep(IEnumerable<T> source, int count, int mode, Func<T, bool> pred)
        {
            _source = source;
            _count = count;
            _mode = mode;
            _pred = pred;
        }

        public IQueryStep<T> Fresh() { return new TakeSkipStep<T>(_source, _count, _mode, _pred); }
        public T Value { get { return _value; } }

        public bool Next()
        {
            if (_stop || (_mode == 0 && _seen >= _count))
                return false;   /* Take: no MoveNext past the last element taken */
            if (_e == null)
                _e = _source.GetEnumerator();
            while (_e.MoveNext()) {
                T x = _e.Current;
                if (_mode == 1 && _seen < _count) {
                    _seen++;
                    continue;
                }
                if (_mode == 2 && !_pred(x)) {
                    _stop = true;
                    return false;
                }
                if (_mode == 3 && !_passed) {
                    if (_pred(x))
                        continue;
                    _passed = true;
                }
                if (_mode == 0)
                    _seen++;
                _value = x;
                return true;
            }
            return false;
        }

        public void Close()
        {
            if (_e != null)
                _e.Dispose();
        }
    }

    internal sealed class ConcatStep<T> : IQueryStep<T>
    {
        private IEnumerable<T> _first, _second;
        private IEnumerator<T> _e;
        private bool _onSecond;
        private T _value;

        public ConcatStep(IEnumerable<T> first, IEnumerable<T> second)
        {
            _first = first;
            _second = second;
        }

        public IQueryStep<T> Fresh() { return new ConcatStep<T>(_first, _second); }
        public T Value { get { return _value; } }

        public bool Next()
        {
            if (_e == null)
                _e = _first.GetEnumerator();
            for (;;) {
                if (_e.MoveNext()) {
                    _value = _e.Current;
                    return true;
                }
                if (_onSecond)
                    return false;
                _e.Dispose();
                _e = _second.GetEnumerator();
                _onSecond = true;
            }
        }

        public void Close()
        {
            if (_e != null)
                _e.Dispose();
        }
    }

    internal sealed class ZipStep<TFirst, TSecond, TResult> : IQueryStep<TResult>
    {
        private IEnumerable<TFirst> _first;
        private IEnumerable<TSecond> _second;
        private IEnumerator<TFirst> _e1;
        private IEnumerator<TSecond> _e2;
        private Func<TFirst, TSecond, TResult> _f;
        private TResult _value;

        public ZipStep(IEnumerable<TFirst> first, IEnumerable<TSecond> second, Func<TFirst, TSecond, TResult> f)
        {
            _first = first;
            _second = second;
            _f = f;
        }

        public IQueryStep<TResult> Fresh() { return new ZipStep<TFirst, TSecond, TResult>(_first, _second, _f); }
        public TResult Value { get { return _value; } }

        public bool Next()
        {
            if (_e1 == null) {
                _e1 = _first.GetEnumerator();
                _e2 = _second.GetEnumerator();
            }
            if (!_e1.MoveNext() || !_e2.MoveNext())
                return false;
            _value = _f(_e1.Current, _e2.Current);
            return true;
        }

        public void Close()
        {
            if (_e1 != null)
                _e1.Dispose();
            if (_e2 != null)
                _e2.Dispose();
        }
    }

    internal sealed class DefaultIfEmptyStep<T> : IQueryStep<T>
    {
        private IEnumerable<T> _source;
        private IEnumerator<T> _e;
        private T _default, _value;
        private bool _any;

        public DefaultIfEmptyStep(IEnumerable<T> source, T dflt)
        {
            _source = source;
            _default = dflt;
        }

        public IQueryStep<T> Fresh() { return new DefaultIfEmptyStep<T>(_source, _default); }
        public T Value { get { return _value; } }

        public bool Next()
        {
            if (_e == null)
                _e = _source.GetEnumerator();
            if (_e.MoveNext()) {
                _any = true;
                _value = _e.Current;
                return true;
            }
            if (_any)
                return false;
            _any = true;
            _value = _default;
            return true;
        }

        public void Close()
        {
            if (_e != null)
                _e.Dispose();
        }
    }

    internal sealed class ChunkStep<T> : IQueryStep<T[]>
    {
        private IEnumerable<T> _source;
        private IEnumerator<T> _e;
        private int _size;
        private T[] _value;

        public ChunkStep(IEnumerable<T> source, int size)
        {
            _source = source;
            _size = size;
        }

        public IQueryStep<T[]> Fresh() { return new ChunkStep<T>(_source, _size); }
        public T[] Value { get { return _value; } }

        public bool Next()
        {
            if (_e == null)
                _e = _source.GetEnumerator();
            List<T> chunk = new List<T>();
            while (chunk.Count < _size && _e.MoveNext())
                chunk.Add(_e.Current);
            if (chunk.Count == 0)
                return false;
            _value = chunk.ToArray();
            return true;
        }

        public void Close()
        {
            if (_e != null)
                _e.Dispose();
        }
    }

    // The whole source read at the first Next: Reverse (no keys) or an
    // ordering (keys: its chain of sort keys; stable).
    internal sealed class BufferStep<T> : IQueryStep<T>
    {
        private IEnumerable<T> _source;
        private IKeyOrder<T> _keys;
        private T[] _items;
        private int _i;
        private T _value;

        public BufferStep(IEnumerable<T> source, IKeyOrder<T> keys)
        {
            _source = source;
            _keys = keys;
        }

        public IQueryStep<T> Fresh() { return new BufferStep<T>(_source, _keys); }
        public T Value { get { return _value; } }
        public void Close() { }

        public bool Next()
        {
            if (_items == null)
                Fill();
            if (_i >= _items.Length)
                return false;
            _value = _items[_i++];
            return true;
        }

        private void Fill()
        {
            List<T> all = new List<T>();
            foreach (T x in _source)
                all.Add(x);
            T[] items = all.ToArray();
            if (_keys == null) {
                for (int i = 0, j = items.Length - 1; i < j; i++, j--) {
                    T t = items[i];
                    items[i] = items[j];
                    items[j] = t;
                }
                _items = items;
                return;
            }
            IKeyOrder<T> keys = _keys.Fresh();
            keys.Keys(items);
            int[] idx = new int[items.Length];
            for (int i = 0; i < idx.Length; i++)
                idx[i] = i;
            if (idx.Length > 1)
                new IntroSorter<int>(idx, keys).Sort(0, idx.Length);
            _items = new T[items.Length];
            for (int i = 0; i < idx.Length; i++)
                _items[i] = items[idx[i]];
        }
    }

    // A set operation over object.Equals / GetHashCode: Distinct(By) (0),
    // Union (1), Intersect (2), Except (3).
    internal sealed class SetStep<T, TKey> : IQueryStep<T>
    {
        private IEnumerable<T> _first, _second;
        private IEnumerable<TKey> _secondKeys;   /* IntersectBy, ExceptBy: the keys, not elements */
        private IEnumerator<T> _e;
        private Func<T, TKey> _key;
        private int _mode;
        private LinqSet<object> _seen;
        private IEqualityComparer<TKey> _cmp;   /* the keys' (T's when there is no key), or null */
        private bool _onSecond;
        private T _value;

        public SetStep(IEnumerable<T> first, IEnumerable<T> second, Func<T, TKey> key, int mode, IEqualityComparer<TKey> cmp)
        {
            _first = first;
            _second = second;
            _key = key;
            _mode = mode;
            _cmp = cmp;
        }

        // IntersectBy (mode 2), ExceptBy (3): a second sequence of keys (a
        // factory: a constructor over IEnumerable<TKey> would be the one
        // above when T is TKey).
        public static SetStep<T, TKey> OfKeys(IEnumerable<T> first, IEnumerable<TKey> secondKeys, Func<T, TKey> key, int mode,
                                              IEqualityComparer<TKey> cmp)
        {
            SetStep<T, TKey> s = new SetStep<T, TKey>(first, null, key, mode, cmp);
            s._secondKeys = secondKeys;
            return s;
        }

        public IQueryStep<T> Fresh()
        {
            return _secondKeys != null ? OfKeys(_first, _secondKeys, _key, _mode, _cmp)
                                       : new SetStep<T, TKey>(_first, _second, _key, _mode, _cmp);
        }
        public T Value { get { return _value; } }

        public bool Next()
        {
            if (_seen == null) {
                _seen = new LinqSet<object>(_cmp != null ? new BoxedKeyComparer<TKey>(_cmp) : null);
                if (_mode >= 2 && _secondKeys != null)   /* IntersectBy, ExceptBy: its keys first, whole */
                    foreach (TKey y in _secondKeys)
                        _seen.Add(y);
                else if (_mode >= 2)   /* Intersect, Except: the second sequence first, whole */
                    foreach (T y in _second)
                        _seen.Add(y);
                _e = _first.GetEnumerator();
            }
            for (;;) {
                while (_e.MoveNext()) {
                    T x = _e.Current;
                    object k = _key != null ? (object)_key(x) : (object)x;
                    if (_mode == 2 ? _seen.Remove(k) : _seen.Add(k)) {
                        _value = x;
                        return true;
                    }
                }
                if (_mode != 1 || _onSecond)
                    return false;
                _e.Dispose();
                _e = _second.GetEnumerator();
                _onSecond = true;
            }
        }

        public void Close()
        {
            if (_e != null)
                _e.Dispose();
        }
    }

    // A hash set over object.Equals / GetHashCode (null allowed); Remove only
    // after the Adds (Intersect).
    internal sealed class LinqSet<T>
    {
        private T[] _items = new T[7];
        private int[] _hashes = new int[7];
        private bool[] _used = new bool[7];
        private bool[] _gone = new bool[7];
        private int _count;
        private IEqualityComparer<T> _cmp;   /* a program's comparer, or null: object.Equals */

        public LinqSet(IEqualityComparer<T> cmp)
        {
            _cmp = cmp;
        }

        private int Hash(T x)
        {
            object o = x;
            if (o == null)
                return 0;
            return (_cmp != null ? _cmp.GetHashCode(x) : o.GetHashCode()) & 0x7fffffff;
        }

        private int Find(T x, int h)
        {
            int i = h % _items.Length;
            while (_used[i]) {
                if (_hashes[i] == h && (_cmp != null ? _cmp.Equals(_items[i], x) : object.Equals(_items[i], x)))
                    return _gone[i] ? -1 - i : i;
                i = (i + 1) % _items.Length;
            }
            return -1 - i;
        }

        public bool Add(T x)
        {
            int h = Hash(x);
            int at = Find(x, h);
            if (at >= 0)
                return false;
            if (2 * (_count + 1) > _items.Length) {
                Grow();
                at = Find(x, h);
            }
            at = -1 - at;
            if (_used[at])
                return false;   /* removed before: stays out */
            _items[at] = x;
            _hashes[at] = h;
            _used[at] = true;
            _count++;
            return true;
        }

        public bool Remove(T x)
        {
            int at = Find(x, Hash(x));
            if (at < 0)
                return false;
            _gone[at] = true;
            return true;
        }

        private void Grow()
        {
            T[] items = _items;
            int[] hashes = _hashes;
            bool[] used = _used;
            bool[] gone = _gone;
            int n = 2 * items.Length + 1;
            _items = new T[n];
            _hashes = new int[n];
            _used = new bool[n];
            _gone = new bool[n];
            for (int i = 0; i < items.Length; i++)
                if (used[i]) {
                    int j = hashes[i] % n;
                    while (_used[j])
                        j = (j + 1) % n;
                    _items[j] = items[i];
                    _hashes[j] = hashes[i];
                    _used[j] = true;
                    _gone[j] = gone[i];
                }
        }
    }

    // A program's comparer of TKey over the boxed keys the sets and lookups
    // hold.
    internal sealed class BoxedKeyComparer<TKey> : IEqualityComparer<object>
    {
        private IEqualityComparer<TKey> _cmp;

        public BoxedKeyComparer(IEqualityComparer<TKey> cmp)
        {
            _cmp = cmp;
        }

        bool IEqualityComparer<object>.Equals(object a, object b)
        {
            return _cmp.Equals((TKey)a, (TKey)b);
        }

        int IEqualityComparer<object>.GetHashCode(object o)
        {
            return _cmp.GetHashCode((TKey)o);
        }
    }

    /* ---- ordering ---- */

    // .NET's CreateOrderedEnumerable<TKey> is a generic interface method,
    // which Kiln does not have: ThenBy passes its key (an IKeyOrder<TElement>) as an object.
    public interface IOrderedEnumerable<out TElement> : IEnumerable<TElement>
    {
        IOrderedEnumerable<TElement> ThenWith(object key);
    }

    // One key of an ordering and the keys after it: compares the indices of a buffer's elements.
    internal interface IKeyOrder<T> : IComparer<int>
    {
        IKeyOrder<T> Then { get; set; }
        void Keys(T[] items);
        IKeyOrder<T> Fresh();
    }

    internal sealed class KeyOrder<T, TKey> : IKeyOrder<T>
    {
        private Func<T, TKey> _key;
        private bool _desc;
        private TKey[] _keys;
        private IComparer<TKey> _given;   /* the program's comparer, or null: the default order */
        private IComparer<TKey> _cmp;
        private IKeyOrder<T> _then;

        public KeyOrder(Func<T, TKey> key, bool desc, IComparer<TKey> comparer)
        {
            _key = key;
            _desc = desc;
            _given = comparer;
        }

        public IKeyOrder<T> Then
        {
            get { return _then; }
            set { _then = value; }
        }

        public IKeyOrder<T> Fresh()
        {
            KeyOrder<T, TKey> k = new KeyOrder<T, TKey>(_key, _desc, _given);
            k._then = _then != null ? _then.Fresh() : null;
            return k;
        }

        public void Keys(T[] items)
        {
            _cmp = _given != null ? _given : Comparer<TKey>.Default;
            _keys = new TKey[items.Length];
            for (int i = 0; i < items.Length; i++)
                _keys[i] = _key(items[i]);
            if (_then != null)
                _then.Keys(items);
        }

        public int Compare(int a, int b)
        {
            int c = _cmp.Compare(_keys[a], _keys[b]);
            if (c == 0)
                return _then != null ? _then.Compare(a, b) : a - b;   /* stable: by position */
            return _desc ? -c : c;
        }
    }

    internal sealed class Ordered<T> : IOrderedEnumerable<T>
    {
        private IEnumerable<T> _source;
        private IKeyOrder<T> _keys;

        public Ordered(IEnumerable<T> source, IKeyOrder<T> keys)
        {
            _source = source;
            _keys = keys;
        }

        public IOrderedEnumerable<T> ThenWith(object key)
        {
            IKeyOrder<T> first = _keys.Fresh();
            IKeyOrder<T> last = first;
            while (last.Then != null)
                last = last.Then;
            last.Then = (IKeyOrder<T>)key;
            return new Ordered<T>(_source, first);
        }

        public IEnumerator<T> GetEnumerator()
        {
            return new Query<T>(new BufferStep<T>(_source, _keys));
        }

        IEnumerator IEnumerable.GetEnumerator()
        {
            return GetEnumerator();
        }
    }

    /* ---- grouping and joins ---- */

    public interface IGrouping<out TKey, out TElement> : IEnumerable<TElement>
    {
        TKey Key { get; }
    }

    public interface ILookup<TKey, TElement> : IEnumerable<IGrouping<TKey, TElement>>
    {
        int Count { get; }
        IEnumerable<TElement> this[TKey key] { get; }
        bool Contains(TKey key);
    }

    public class Grouping<TKey, TElement> : IGrouping<TKey, TElement>
    {
        internal TKey _key;
        internal List<TElement> _items = new List<TElement>();

        internal Grouping(TKey key)
        {
            _key = key;
        }

        public TKey Key
        {
            get { return _key; }
        }

        public IEnumerator<TElement> GetEnumerator()
        {
            return _items.GetEnumerator();
        }

        IEnumerator IEnumerable.GetEnumerator()
        {
            return GetEnumerator();
        }
    }

    // Groups by key (object.Equals / GetHashCode, null a key of its own) in the
    // order their keys first appear.
    public class Lookup<TKey, TElement> : ILookup<TKey, TElement>
    {
        private List<Grouping<TKey, TElement>> _groups = new List<Grouping<TKey, TElement>>();
        private Dictionary<object, Grouping<TKey, TElement>> _index;
        private Grouping<TKey, TElement> _null;

        internal Lookup(IEqualityComparer<TKey> comparer)
        {
            _index = comparer != null
                ? new Dictionary<object, Grouping<TKey, TElement>>(new BoxedKeyComparer<TKey>(comparer))
                : new Dictionary<object, Grouping<TKey, TElement>>();
        }

        internal Grouping<TKey, TElement> Find(TKey key, bool create)
        {
            object k = key;
            Grouping<TKey, TElement> g;
            if (k == null)
                g = _null;
            else if (!_index.TryGetValue(k, out g))
                g = null;
            if (g != null || !create)
                return g;
            g = new Grouping<TKey, TElement>(key);
            _groups.Add(g);
            if (k == null)
                _null = g;
            else
                _index[k] = g;
            return g;
        }

        internal void Add(TKey key, TElement e)
        {
            Find(key, true)._items.Add(e);
        }

        public int Count
        {
            get { return _groups.Count; }
        }

        internal List<Grouping<TKey, TElement>> Groups
        {
            get { return _groups; }
        }

        public IEnumerable<TElement> this[TKey key]
        {
            get
            {
                Grouping<TKey, TElement> g = Find(key, false);
                return g != null ? (IEnumerable<TElement>)g._items : new List<TElement>();
            }
        }

        public bool Contains(TKey key)
        {
            return Find(key, false) != null;
        }

        public IEnumerator<IGrouping<TKey, TElement>> GetEnumerator()
        {
            List<IGrouping<TKey, TElement>> r = new List<IGrouping<TKey, TElement>>();
            for (int i = 0; i < _groups.Count; i++)
                r.Add(_groups[i]);
            return r.GetEnumerator();
        }

        IEnumerator IEnumerable.GetEnumerator()
        {
            return GetEnumerator();
        }
    }

    internal sealed class GroupStep<TSource, TKey, TElement> : IQueryStep<IGrouping<TKey, TElement>>
    {
        private IEnumerable<TSource> _source;
        private Func<TSource, TKey> _key;
        private Func<TSource, TElement> _elem;
        private IEqualityComparer<TKey> _cmp;
        private List<Grouping<TKey, TElement>> _groups;
        private int _i;
        private IGrouping<TKey, TElement> _value;

        public GroupStep(IEnumerable<TSource> source, Func<TSource, TKey> key, Func<TSource, TElement> elem, IEqualityComparer<TKey> cmp)
        {
            _source = source;
            _key = key;
            _elem = elem;
            _cmp = cmp;
        }

        public IQueryStep<IGrouping<TKey, TElement>> Fresh() { return new GroupStep<TSource, TKey, TElement>(_source, _key, _elem, _cmp); }
        public IGrouping<TKey, TElement> Value { get { return _value; } }
        public void Close() { }

        public bool Next()
        {
            if (_groups == null) {   /* the whole source, grouped in the order keys first appear */
                Lookup<TKey, TElement> lk = new Lookup<TKey, TElement>(_cmp);
                foreach (TSource x in _source)
                    lk.Add(_key(x), _elem != null ? _elem(x) : (TElement)(object)x);
                _groups = lk.Groups;
            }
            if (_i >= _groups.Count)
                return false;
            _value = _groups[_i++];
            return true;
        }
    }

    internal sealed class GroupResultStep<TSource, TKey, TResult> : IQueryStep<TResult>
    {
        private IEnumerable<IGrouping<TKey, TSource>> _groups;
        private IEnumerator<IGrouping<TKey, TSource>> _e;
        private Func<TKey, IEnumerable<TSource>, TResult> _f;
        private TResult _value;

        public GroupResultStep(IEnumerable<IGrouping<TKey, TSource>> groups, Func<TKey, IEnumerable<TSource>, TResult> f)
        {
            _groups = groups;
            _f = f;
        }

        public IQueryStep<TResult> Fresh() { return new GroupResultStep<TSource, TKey, TResult>(_groups, _f); }
        public TResult Value { get { return _value; } }

        public bool Next()
        {
            if (_e == null)
                _e = _groups.GetEnumerator();
            if (!_e.MoveNext())
                return false;
            IGrouping<TKey, TSource> g = _e.Current;
            _value = _f(g.Key, g);
            return true;
        }

        public void Close()
        {
            if (_e != null)
                _e.Dispose();
        }
    }

    // Join (one result per matching pair) or GroupJoin (one per outer element);
    // the inner sequence is read whole first, null keys never match.
    internal sealed class JoinStep<TOuter, TInner, TKey, TResult> : IQueryStep<TResult>
    {
        private IEnumerable<TOuter> _outer;
        private IEnumerable<TInner> _inner;
        private IEnumerator<TOuter> _e;
        private Func<TOuter, TKey> _okey;
        private Func<TInner, TKey> _ikey;
        private Func<TOuter, TInner, TResult> _join;
        private Func<TOuter, IEnumerable<TInner>, TResult> _group;
        private Lookup<TKey, TInner> _lookup;
        private TOuter _o;
        private List<TInner> _matches;
        private int _m;
        private TResult _value;

        public JoinStep(IEnumerable<TOuter> outer, IEnumerable<TInner> inner, Func<TOuter, TKey> okey, Func<TInner, TKey> ikey,
                        Func<TOuter, TInner, TResult> join, Func<TOuter, IEnumerable<TInner>, TResult> group)
        {
            _outer = outer;
            _inner = inner;
            _okey = okey;
            _ikey = ikey;
            _join = join;
            _group = group;
        }

        public IQueryStep<TResult> Fresh() { return new JoinStep<TOuter, TInner, TKey, TResult>(_outer, _inner, _okey, _ikey, _join, _group); }
        public TResult Value { get { return _value; } }

        public bool Next()
        {
            if (_lookup == null) {
                _lookup = new Lookup<TKey, TInner>(null);
                foreach (TInner x in _inner) {
                    TKey k = _ikey(x);
                    if ((object)k != null)
                        _lookup.Add(k, x);
                }
                _e = _outer.GetEnumerator();
            }
            for (;;) {
                if (_matches != null && _m < _matches.Count) {
                    _value = _join(_o, _matches[_m++]);
                    return true;
                }
                if (!_e.MoveNext())
                    return false;
                _o = _e.Current;
                TKey k = _okey(_o);
                Grouping<TKey, TInner> g = (object)k != null ? _lookup.Find(k, false) : null;
                if (_group != null) {
                    _value = _group(_o, g != null ? (IEnumerable<TInner>)g._items : new List<TInner>());
                    return true;
                }
                _matches = g != null ? g._items : null;
                _m = 0;
            }
        }

        public void Close()
        {
            if (_e != null)
                _e.Dispose();
        }
    }
}
