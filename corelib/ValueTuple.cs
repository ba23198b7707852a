// generic source
// System.ValueTuple: the type of C#'s tuples `(int, string)` (docs/language.md
// "Tuples"). The generic structs are definitions only; the static class
// ValueTuple (Create) is compiled with each program that names it or writes
// a tuple (frontend/gensrc.c, frontend/bind_tuple.c). A tuple of more than
// seven elements nests the rest in TRest: (1, .., 8) is
// ValueTuple<int, .., int, ValueTuple<int>>.
using System;
using System.Collections.Generic;

namespace System
{
    public static class ValueTuple
    {
        public static ValueTuple<T1> Create<T1>(T1 item1)
        {
            return new ValueTuple<T1>(item1);
        }

        public static ValueTuple<T1, T2> Create<T1, T2>(T1 item1, T2 item2)
        {
            return new ValueTuple<T1, T2>(item1, item2);
        }

        public static ValueTuple<T1, T2, T3> Create<T1, T2, T3>(T1 item1, T2 item2, T3 item3)
        {
            return new ValueTuple<T1, T2, T3>(item1, item2, item3);
        }

        public static ValueTuple<T1, T2, T3, T4> Create<T1, T2, T3, T4>(T1 item1, T2 item2, T3 item3, T4 item4)
        {
            return new ValueTuple<T1, T2, T3, T4>(item1, item2, item3, item4);
        }

        public static ValueTuple<T1, T2, T3, T4, T5> Create<T1, T2, T3, T4, T5>(T1 item1, T2 item2, T3 item3, T4 item4, T5 item5)
        {
            return new ValueTuple<T1, T2, T3, T4, T5>(item1, item2, item3, item4, item5);
        }

        public static ValueTuple<T1, T2, T3, T4, T5, T6> Create<T1, T2, T3, T4, T5, T6>(T1 item1, T2 item2, T3 item3, T4 item4, T5 item5, T6 item6)
        {
            return new ValueTuple<T1, T2, T3, T4, T5, T6>(item1, item2, item3, item4, item5, item6);
        }

        public static ValueTuple<T1, T2, T3, T4, T5, T6, T7> Create<T1, T2, T3, T4, T5, T6, T7>(T1 item1, T2 item2, T3 item3, T4 item4, T5 item5, T6 item6, T7 item7)
        {
            return new ValueTuple<T1, T2, T3, T4, T5, T6, T7>(item1, item2, item3, item4, item5, item6, item7);
        }

        public static ValueTuple<T1, T2, T3, T4, T5, T6, T7, ValueTuple<T8>> Create<T1, T2, T3, T4, T5, T6, T7, T8>(T1 item1, T2 item2, T3 item3, T4 item4, T5 item5, T6 item6, T7 item7, T8 item8)
        {
            return new ValueTuple<T1, T2, T3, T4, T5, T6, T7, ValueTuple<T8>>(item1, item2, item3, item4, item5, item6, item7, new ValueTuple<T8>(item8));
        }
    }

    public struct ValueTuple<T1> : IEquatable<ValueTuple<T1>>, IComparable<ValueTuple<T1>>, IComparable
    {
        public T1 Item1;

        public ValueTuple(T1 item1)
        {
            Item1 = item1;
        }

        public override bool Equals(object obj)
        {
            return obj is ValueTuple<T1> && Equals((ValueTuple<T1>)obj);
        }

        public bool Equals(ValueTuple<T1> other)
        {
            return EqualityComparer<T1>.Default.Equals(Item1, other.Item1);
        }

        public int CompareTo(ValueTuple<T1> other)
        {
            return Comparer<T1>.Default.Compare(Item1, other.Item1);
        }

        int IComparable.CompareTo(object other)
        {
            if (other == null)
                return 1;
            if (!(other is ValueTuple<T1>))
                throw new ArgumentException("Argument must be of type System.ValueTuple`1.", "other");
            return CompareTo((ValueTuple<T1>)other);
        }

        public override int GetHashCode()
        {
            int h = 0;
            h = ((h << 5) + h) ^ EqualityComparer<T1>.Default.GetHashCode(Item1);
            return h;
        }

        // "(1, abc)": each item's ToString(), a null one empty (.NET's text).
        public override string ToString()
        {
            object o1 = Item1;
            return "(" + o1 + ")";
        }
    }

    public struct ValueTuple<T1, T2> : IEquatable<ValueTuple<T1, T2>>, IComparable<ValueTuple<T1, T2>>, IComparable
    {
        public T1 Item1;
        public T2 Item2;

        public ValueTuple(T1 item1, T2 item2)
        {
            Item1 = item1;
            Item2 = item2;
        }

        public override bool Equals(object obj)
        {
            return obj is ValueTuple<T1, T2> && Equals((ValueTuple<T1, T2>)obj);
        }

        public bool Equals(ValueTuple<T1, T2> other)
        {
            return EqualityComparer<T1>.Default.Equals(Item1, other.Item1) &&
                   EqualityComparer<T2>.Default.Equals(Item2, other.Item2);
        }

        public int CompareTo(ValueTuple<T1, T2> other)
        {
            int c1 = Comparer<T1>.Default.Compare(Item1, other.Item1);
            if (c1 != 0)
                return c1;
            return Comparer<T2>.Default.Compare(Item2, other.Item2);
        }

        int IComparable.CompareTo(object other)
        {
            if (other == null)
                return 1;
            if (!(other is ValueTuple<T1, T2>))
                throw new ArgumentException("Argument must be of type System.ValueTuple`2.", "other");
            return CompareTo((ValueTuple<T1, T2>)other);
        }

        public override int GetHashCode()
        {
            int h = 0;
            h = ((h << 5) + h) ^ EqualityComparer<T1>.Default.GetHashCode(Item1);
            h = ((h << 5) + h) ^ EqualityComparer<T2>.Default.GetHashCode(Item2);
            return h;
        }

        // "(1, abc)": each item's ToString(), a null one empty (.NET's text).
        public override string ToString()
        {
            object o1 = Item1;
            object o2 = Item2;
            return "(" + o1 + ", " + o2 + ")";
        }
    }

    public struct ValueTuple<T1, T2, T3> : IEquatable<ValueTuple<T1, T2, T3>>, IComparable<ValueTuple<T1, T2, T3>>, IComparable
    {
        public T1 Item1;
        public T2 Item2;
        public T3 Item3;

        public ValueTuple(T1 item1, T2 item2, T3 item3)
        {
            Item1 = item1;
            Item2 = item2;
            Item3 = item3;
        }

        public override bool Equals(object obj)
        {
            return obj is ValueTuple<T1, T2, T3> && Equals((ValueTuple<T1, T2, T3>)obj);
        }

        public bool Equals(ValueTuple<T1, T2, T3> other)
        {
            return EqualityComparer<T1>.Default.Equals(Item1, other.Item1) &&
                   EqualityComparer<T2>.Default.Equals(Item2, other.Item2) &&
                   EqualityComparer<T3>.Default.Equals(Item3, other.Item3);
        }

        public int CompareTo(ValueTuple<T1, T2, T3> other)
        {
            int c1 = Comparer<T1>.Default.Compare(Item1, other.Item1);
            if (c1 != 0)
                return c1;
            int c2 = Comparer<T2>.Default.Compare(Item2, other.Item2);
            if (c2 != 0)
                return c2;
            return Comparer<T3>.Default.Compare(Item3, other.Item3);
        }

        int IComparable.CompareTo(object other)
        {
            if (other == null)
                return 1;
            if (!(other is ValueTuple<T1, T2, T3>))
                throw new ArgumentException("Argument must be of type System.ValueTuple`3.", "other");
            return CompareTo((ValueTuple<T1, T2, T3>)other);
        }

        public override int GetHashCode()
        {
            int h = 0;
            h = ((h << 5) + h) ^ EqualityComparer<T1>.Default.GetHashCode(Item1);
            h = ((h << 5) + h) ^ EqualityComparer<T2>.Default.GetHashCode(Item2);
            h = ((h << 5) + h) ^ EqualityComparer<T3>.Default.GetHashCode(Item3);
            return h;
        }

        // "(1, abc)": each item's ToString(), a null one empty (.NET's text).
        public override string ToString()
        {
            object o1 = Item1;
            object o2 = Item2;
            object o3 = Item3;
            return "(" + o1 + ", " + o2 + ", " + o3 + ")";
        }
    }

    public struct ValueTuple<T1, T2, T3, T4> : IEquatable<ValueTuple<T1, T2, T3, T4>>, IComparable<ValueTuple<T1, T2, T3, T4>>, IComparable
    {
        public T1 Item1;
        public T2 Item2;
        public T3 Item3;
        public T4 Item4;

        public ValueTuple(T1 item1, T2 item2, T3 item3, T4 item4)
        {
            Item1 = item1;
            Item2 = item2;
            Item3 = item3;
            Item4 = item4;
        }

        public override bool Equals(object obj)
        {
            return obj is ValueTuple<T1, T2, T3, T4> && Equals((ValueTuple<T1, T2, T3, T4>)obj);
        }

        public bool Equals(ValueTuple<T1, T2, T3, T4> other)
        {
            return EqualityComparer<T1>.Default.Equals(Item1, other.Item1) &&
                   EqualityComparer<T2>.Default.Equals(Item2, other.Item2) &&
                   EqualityComparer<T3>.Default.Equals(Item3, other.Item3) &&
                   EqualityComparer<T4>.Default.Equals(Item4, other.Item4);
        }

        public int CompareTo(ValueTuple<T1, T2, T3, T4> other)
        {
            int c1 = Comparer<T1>.Default.Compare(Item1, other.Item1);
            if (c1 != 0)
                return c1;
            int c2 = Comparer<T2>.Default.Compare(Item2, other.Item2);
            if (c2 != 0)
                return c2;
            int c3 = Comparer<T3>.Default.Compare(Item3, other.Item3);
            if (c3 != 0)
                return c3;
            return Comparer<T4>.Default.Compare(Item4, other.Item4);
        }

        int IComparable.CompareTo(object other)
        {
            if (other == null)
                return 1;
            if (!(other is ValueTuple<T1, T2, T3, T4>))
                throw new ArgumentException("Argument must be of type System.ValueTuple`4.", "other");
            return CompareTo((ValueTuple<T1, T2, T3, T4>)other);
        }

        public override int GetHashCode()
        {
            int h = 0;
            h = ((h << 5) + h) ^ EqualityComparer<T1>.Default.GetHashCode(Item1);
            h = ((h << 5) + h) ^ EqualityComparer<T2>.Default.GetHashCode(Item2);
            h = ((h << 5) + h) ^ EqualityComparer<T3>.Default.GetHashCode(Item3);
            h = ((h << 5) + h) ^ EqualityComparer<T4>.Default.GetHashCode(Item4);
            return h;
        }

        // "(1, abc)": each item's ToString(), a null one empty (.NET's text).
        public override string ToString()
        {
            object o1 = Item1;
            object o2 = Item2;
            object o3 = Item3;
            object o4 = Item4;
            return "(" + o1 + ", " + o2 + ", " + o3 + ", " + o4 + ")";
        }
    }

    public struct ValueTuple<T1, T2, T3, T4, T5> : IEquatable<ValueTuple<T1, T2, T3, T4, T5>>, IComparable<ValueTuple<T1, T2, T3, T4, T5>>, IComparable
    {
        public T1 Item1;
        public T2 Item2;
        public T3 Item3;
        public T4 Item4;
        public T5 Item5;

        public ValueTuple(T1 item1, T2 item2, T3 item3, T4 item4, T5 item5)
        {
            Item1 = item1;
            Item2 = item2;
            Item3 = item3;
            Item4 = item4;
            Item5 = item5;
        }

        public override bool Equals(object obj)
        {
            return obj is ValueTuple<T1, T2, T3, T4, T5> && Equals((ValueTuple<T1, T2, T3, T4, T5>)obj);
        }

        public bool Equals(ValueTuple<T1, T2, T3, T4, T5> other)
        {
            return EqualityComparer<T1>.Default.Equals(Item1, other.Item1) &&
                   EqualityComparer<T2>.Default.Equals(Item2, other.Item2) &&
                   EqualityComparer<T3>.Default.Equals(Item3, other.Item3) &&
                   EqualityComparer<T4>.Default.Equals(Item4, other.Item4) &&
                   EqualityComparer<T5>.Default.Equals(Item5, other.Item5);
        }

        public int CompareTo(ValueTuple<T1, T2, T3, T4, T5> other)
        {
            int c1 = Comparer<T1>.Default.Compare(Item1, other.Item1);
            if (c1 != 0)
                return c1;
            int c2 = Comparer<T2>.Default.Compare(Item2, other.Item2);
            if (c2 != 0)
                return c2;
            int c3 = Comparer<T3>.Default.Compare(Item3, other.Item3);
            if (c3 != 0)
                return c3;
            int c4 = Comparer<T4>.Default.Compare(Item4, other.Item4);
            if (c4 != 0)
                return c4;
            return Comparer<T5>.Default.Compare(Item5, other.Item5);
        }

        int IComparable.CompareTo(object other)
        {
            if (other == null)
                return 1;
            if (!(other is ValueTuple<T1, T2, T3, T4, T5>))
                throw new ArgumentException("Argument must be of type System.ValueTuple`5.", "other");
            return CompareTo((ValueTuple<T1, T2, T3, T4, T5>)other);
        }

        public override int GetHashCode()
        {
            int h = 0;
            h = ((h << 5) + h) ^ EqualityComparer<T1>.Default.GetHashCode(Item1);
            h = ((h << 5) + h) ^ EqualityComparer<T2>.Default.GetHashCode(Item2);
            h = ((h << 5) + h) ^ EqualityComparer<T3>.Default.GetHashCode(Item3);
            h = ((h << 5) + h) ^ EqualityComparer<T4>.Default.GetHashCode(Item4);
            h = ((h << 5) + h) ^ EqualityComparer<T5>.Default.GetHashCode(Item5);
            return h;
        }

        // "(1, abc)": each item's ToString(), a null one empty (.NET's text).
        public override string ToString()
        {
            object o1 = Item1;
            object o2 = Item2;
            object o3 = Item3;
            object o4 = Item4;
            object o5 = Item5;
            return "(" + o1 + ", " + o2 + ", " + o3 + ", " + o4 + ", " + o5 + ")";
        }
    }

    public struct ValueTuple<T1, T2, T3, T4, T5, T6> : IEquatable<ValueTuple<T1, T2, T3, T4, T5, T6>>, IComparable<ValueTuple<T1, T2, T3, T4, T5, T6>>, IComparable
    {
        public T1 Item1;
        public T2 Item2;
        public T3 Item3;
        public T4 Item4;
        public T5 Item5;
        public T6 Item6;

        public ValueTuple(T1 item1, T2 item2, T3 item3, T4 item4, T5 item5, T6 item6)
        {
            Item1 = item1;
            Item2 = item2;
            Item3 = item3;
            Item4 = item4;
            Item5 = item5;
            Item6 = item6;
        }

        public override bool Equals(object obj)
        {
            return obj is ValueTuple<T1, T2, T3, T4, T5, T6> && Equals((ValueTuple<T1, T2, T3, T4, T5, T6>)obj);
        }

        public bool Equals(ValueTuple<T1, T2, T3, T4, T5, T6> other)
        {
            return EqualityComparer<T1>.Default.Equals(Item1, other.Item1) &&
                   EqualityComparer<T2>.Default.Equals(Item2, other.Item2) &&
                   EqualityComparer<T3>.Default.Equals(Item3, other.Item3) &&
                   EqualityComparer<T4>.Default.Equals(Item4, other.Item4) &&
                   EqualityComparer<T5>.Default.Equals(Item5, other.Item5) &&
                   EqualityComparer<T6>.Default.Equals(Item6, other.Item6);
        }

        public int CompareTo(ValueTuple<T1, T2, T3, T4, T5, T6> other)
        {
            int c1 = Comparer<T1>.Default.Compare(Item1, other.Item1);
            if (c1 != 0)
                return c1;
            int c2 = Comparer<T2>.Default.Compare(Item2, other.Item2);
            if (c2 != 0)
                return c2;
            int c3 = Comparer<T3>.Default.Compare(Item3, other.Item3);
            if (c3 != 0)
                return c3;
            int c4 = Comparer<T4>.Default.Compare(Item4, other.Item4);
            if (c4 != 0)
                return c4;
            int c5 = Comparer<T5>.Default.Compare(Item5, other.Item5);
            if (c5 != 0)
                return c5;
            return Comparer<T6>.Default.Compare(Item6, other.Item6);
        }

        int IComparable.CompareTo(object other)
        {
            if (other == null)
                return 1;
            if (!(other is ValueTuple<T1, T2, T3, T4, T5, T6>))
                throw new ArgumentException("Argument must be of type System.ValueTuple`6.", "other");
            return CompareTo((ValueTuple<T1, T2, T3, T4, T5, T6>)other);
        }

        public override int GetHashCode()
        {
            int h = 0;
            h = ((h << 5) + h) ^ EqualityComparer<T1>.Default.GetHashCode(Item1);
            h = ((h << 5) + h) ^ EqualityComparer<T2>.Default.GetHashCode(Item2);
            h = ((h << 5) + h) ^ EqualityComparer<T3>.Default.GetHashCode(Item3);
            h = ((h << 5) + h) ^ EqualityComparer<T4>.Default.GetHashCode(Item4);
            h = ((h << 5) + h) ^ EqualityComparer<T5>.Default.GetHashCode(Item5);
            h = ((h << 5) + h) ^ EqualityComparer<T6>.Default.GetHashCode(Item6);
            return h;
        }

        // "(1, abc)": each item's ToString(), a null one empty (.NET's text).
        public override string ToString()
        {
            object o1 = Item1;
            object o2 = Item2;
            object o3 = Item3;
            object o4 = Item4;
            object o5 = Item5;
            object o6 = Item6;
            return "(" + o1 + ", " + o2 + ", " + o3 + ", " + o4 + ", " + o5 + ", " + o6 + ")";
        }
    }

    public struct ValueTuple<T1, T2, T3, T4, T5, T6, T7> : IEquatable<ValueTuple<T1, T2, T3, T4, T5, T6, T7>>, IComparable<ValueTuple<T1, T2, T3, T4, T5, T6, T7>>, IComparable
    {
        public T1 Item1;
        public T2 Item2;
        public T3 Item3;
        public T4 Item4;
        public T5 Item5;
        public T6 Item6;
        public T7 Item7;

        public ValueTuple(T1 item1, T2 item2, T3 item3, T4 item4, T5 item5, T6 item6, T7 item7)
        {
            Item1 = item1;
            Item2 = item2;
            Item3 = item3;
            Item4 = item4;
            Item5 = item5;
            Item6 = item6;
            Item7 = item7;
        }

        public override bool Equals(object obj)
        {
            return obj is ValueTuple<T1, T2, T3, T4, T5, T6, T7> && Equals((ValueTuple<T1, T2, T3, T4, T5, T6, T7>)obj);
        }

        public bool Equals(ValueTuple<T1, T2, T3, T4, T5, T6, T7> other)
        {
            return EqualityComparer<T1>.Default.Equals(Item1, other.Item1) &&
                   EqualityComparer<T2>.Default.Equals(Item2, other.Item2) &&
                   EqualityComparer<T3>.Default.Equals(Item3, other.Item3) &&
                   EqualityComparer<T4>.Default.Equals(Item4, other.Item4) &&
                   EqualityComparer<T5>.Default.Equals(Item5, other.Item5) &&
                   EqualityComparer<T6>.Default.Equals(Item6, other.Item6) &&
                   EqualityComparer<T7>.Default.Equals(Item7, other.Item7);
        }

        public int CompareTo(ValueTuple<T1, T2, T3, T4, T5, T6, T7> other)
        {
            int c1 = Comparer<T1>.Default.Compare(Item1, other.Item1);
            if (c1 != 0)
                return c1;
            int c2 = Comparer<T2>.Default.Compare(Item2, other.Item2);
            if (c2 != 0)
                return c2;
            int c3 = Comparer<T3>.Default.Compare(Item3, other.Item3);
            if (c3 != 0)
                return c3;
            int c4 = Comparer<T4>.Default.Compare(Item4, other.Item4);
            if (c4 != 0)
                return c4;
            int c5 = Comparer<T5>.Default.Compare(Item5, other.Item5);
            if (c5 != 0)
                return c5;
            int c6 = Comparer<T6>.Default.Compare(Item6, other.Item6);
            if (c6 != 0)
                return c6;
            return Comparer<T7>.Default.Compare(Item7, other.Item7);
        }

        int IComparable.CompareTo(object other)
        {
            if (other == null)
                return 1;
            if (!(other is ValueTuple<T1, T2, T3, T4, T5, T6, T7>))
                throw new ArgumentException("Argument must be of type System.ValueTuple`7.", "other");
            return CompareTo((ValueTuple<T1, T2, T3, T4, T5, T6, T7>)other);
        }

        public override int GetHashCode()
        {
            int h = 0;
            h = ((h << 5) + h) ^ EqualityComparer<T1>.Default.GetHashCode(Item1);
            h = ((h << 5) + h) ^ EqualityComparer<T2>.Default.GetHashCode(Item2);
            h = ((h << 5) + h) ^ EqualityComparer<T3>.Default.GetHashCode(Item3);
            h = ((h << 5) + h) ^ EqualityComparer<T4>.Default.GetHashCode(Item4);
            h = ((h << 5) + h) ^ EqualityComparer<T5>.Default.GetHashCode(Item5);
            h = ((h << 5) + h) ^ EqualityComparer<T6>.Default.GetHashCode(Item6);
            h = ((h << 5) + h) ^ EqualityComparer<T7>.Default.GetHashCode(Item7);
            return h;
        }

        // "(1, abc)": each item's ToString(), a null one empty (.NET's text).
        public override string ToString()
        {
            object o1 = Item1;
            object o2 = Item2;
            object o3 = Item3;
            object o4 = Item4;
            object o5 = Item5;
            object o6 = Item6;
            object o7 = Item7;
            return "(" + o1 + ", " + o2 + ", " + o3 + ", " + o4 + ", " + o5 + ", " + o6 + ", " + o7 + ")";
        }
    }

    public struct ValueTuple<T1, T2, T3, T4, T5, T6, T7, TRest> : IEquatable<ValueTuple<T1, T2, T3, T4, T5, T6, T7, TRest>>, IComparable<ValueTuple<T1, T2, T3, T4, T5, T6, T7, TRest>>, IComparable
        where TRest : struct
    {
        public T1 Item1;
        public T2 Item2;
        public T3 Item3;
        public T4 Item4;
        public T5 Item5;
        public T6 Item6;
        public T7 Item7;
        public TRest Rest;

        public ValueTuple(T1 item1, T2 item2, T3 item3, T4 item4, T5 item5, T6 item6, T7 item7, TRest rest)
        {
            Item1 = item1;
            Item2 = item2;
            Item3 = item3;
            Item4 = item4;
            Item5 = item5;
            Item6 = item6;
            Item7 = item7;
            Rest = rest;
        }

        public override bool Equals(object obj)
        {
            return obj is ValueTuple<T1, T2, T3, T4, T5, T6, T7, TRest> && Equals((ValueTuple<T1, T2, T3, T4, T5, T6, T7, TRest>)obj);
        }

        public bool Equals(ValueTuple<T1, T2, T3, T4, T5, T6, T7, TRest> other)
        {
            return EqualityComparer<T1>.Default.Equals(Item1, other.Item1) &&
                   EqualityComparer<T2>.Default.Equals(Item2, other.Item2) &&
                   EqualityComparer<T3>.Default.Equals(Item3, other.Item3) &&
                   EqualityComparer<T4>.Default.Equals(Item4, other.Item4) &&
                   EqualityComparer<T5>.Default.Equals(Item5, other.Item5) &&
                   EqualityComparer<T6>.Default.Equals(Item6, other.Item6) &&
                   EqualityComparer<T7>.Default.Equals(Item7, other.Item7) &&
                   EqualityComparer<TRest>.Default.Equals(Rest, other.Rest);
        }

        public int CompareTo(ValueTuple<T1, T2, T3, T4, T5, T6, T7, TRest> other)
        {
            int c1 = Comparer<T1>.Default.Compare(Item1, other.Item1);
            if (c1 != 0)
                return c1;
            int c2 = Comparer<T2>.Default.Compare(Item2, other.Item2);
            if (c2 != 0)
                return c2;
            int c3 = Comparer<T3>.Default.Compare(Item3, other.Item3);
            if (c3 != 0)
                return c3;
            int c4 = Comparer<T4>.Default.Compare(Item4, other.Item4);
            if (c4 != 0)
                return c4;
            int c5 = Comparer<T5>.Default.Compare(Item5, other.Item5);
            if (c5 != 0)
                return c5;
            int c6 = Comparer<T6>.Default.Compare(Item6, other.Item6);
            if (c6 != 0)
                return c6;
            int c7 = Comparer<T7>.Default.Compare(Item7, other.Item7);
            if (c7 != 0)
                return c7;
            return Comparer<TRest>.Default.Compare(Rest, other.Rest);
        }

        int IComparable.CompareTo(object other)
        {
            if (other == null)
                return 1;
            if (!(other is ValueTuple<T1, T2, T3, T4, T5, T6, T7, TRest>))
                throw new ArgumentException("Argument must be of type System.ValueTuple`8.", "other");
            return CompareTo((ValueTuple<T1, T2, T3, T4, T5, T6, T7, TRest>)other);
        }

        public override int GetHashCode()
        {
            int h = 0;
            h = ((h << 5) + h) ^ EqualityComparer<T1>.Default.GetHashCode(Item1);
            h = ((h << 5) + h) ^ EqualityComparer<T2>.Default.GetHashCode(Item2);
            h = ((h << 5) + h) ^ EqualityComparer<T3>.Default.GetHashCode(Item3);
            h = ((h << 5) + h) ^ EqualityComparer<T4>.Default.GetHashCode(Item4);
            h = ((h << 5) + h) ^ EqualityComparer<T5>.Default.GetHashCode(Item5);
            h = ((h << 5) + h) ^ EqualityComparer<T6>.Default.GetHashCode(Item6);
            h = ((h << 5) + h) ^ EqualityComparer<T7>.Default.GetHashCode(Item7);
            h = ((h << 5) + h) ^ EqualityComparer<TRest>.Default.GetHashCode(Rest);
            return h;
        }

        // "(1, abc)": each item's ToString(), a null one empty (.NET's text).
        public override string ToString()
        {
            object o1 = Item1;
            object o2 = Item2;
            object o3 = Item3;
            object o4 = Item4;
            object o5 = Item5;
            object o6 = Item6;
            object o7 = Item7;
            object r = Rest;
            string rest = r.ToString();
            return "(" + o1 + ", " + o2 + ", " + o3 + ", " + o4 + ", " + o5 + ", " + o6 + ", " + o7 + ", " + rest.Substring(1);
        }
    }
}
