// generic source
// System.Index and System.Range, the values of C# 8's `^i` and `a..b`
// (docs/language.md "Indices and ranges"), and RangeSlice, what the
// frontend calls for a range inside [] (frontend/bind_range.c). Compiled
// with each program that names them or writes `^` or `..` (gensrc.c):
// RangeSlice names List<T>, whose slice is GetRange as in .NET 8.
using System.Collections.Generic;

namespace System
{
    public struct Index : IEquatable<Index>
    {
        private readonly int _value;   // a start index as is, an end index as ~value (>= 0 / < 0)

        public Index(int value, bool fromEnd = false)
        {
            if (value < 0)
                throw new ArgumentOutOfRangeException("value", "Non-negative number required.");
            _value = fromEnd ? ~value : value;
        }

        private Index(int raw, int unused)
        {
            _value = raw;
        }

        public static Index Start { get { return new Index(0, 0); } }
        public static Index End { get { return new Index(~0, 0); } }

        public static Index FromStart(int value)
        {
            return new Index(value, false);
        }

        public static Index FromEnd(int value)
        {
            return new Index(value, true);
        }

        public int Value { get { return _value < 0 ? ~_value : _value; } }
        public bool IsFromEnd { get { return _value < 0; } }

        // No bounds check, as .NET: the indexing that uses the offset checks it.
        public int GetOffset(int length)
        {
            return _value < 0 ? length + _value + 1 : _value;
        }

        public override bool Equals(object value)
        {
            return value is Index && ((Index)value)._value == _value;
        }

        public bool Equals(Index other)
        {
            return other._value == _value;
        }

        public override int GetHashCode()
        {
            return _value;
        }

        public static implicit operator Index(int value)
        {
            return FromStart(value);
        }

        public override string ToString()
        {
            return _value < 0 ? "^" + ((uint)~_value).ToString() : ((uint)_value).ToString();
        }
    }

    public struct Range : IEquatable<Range>
    {
        public Range(Index start, Index end)
        {
            Start = start;
            End = end;
        }

        public Index Start { get; }
        public Index End { get; }

        public static Range All { get { return new Range(Index.Start, Index.End); } }

        public static Range StartAt(Index start)
        {
            return new Range(start, Index.End);
        }

        public static Range EndAt(Index end)
        {
            return new Range(Index.Start, end);
        }

        public (int Offset, int Length) GetOffsetAndLength(int length)
        {
            int start = Start.GetOffset(length), end = End.GetOffset(length);
            if ((uint)end > (uint)length || (uint)start > (uint)end)
                throw new ArgumentOutOfRangeException("length");
            return (start, end - start);
        }

        public override bool Equals(object value)
        {
            return value is Range && Equals((Range)value);
        }

        public bool Equals(Range other)
        {
            return other.Start.Equals(Start) && other.End.Equals(End);
        }

        // .NET's combination of the two hashes (rotate left by 5, add, xor).
        public override int GetHashCode()
        {
            int h1 = Start.GetHashCode(), h2 = End.GetHashCode();
            uint rol5 = ((uint)h1 << 5) | ((uint)h1 >> 27);
            return ((int)rol5 + h1) ^ h2;
        }

        public override string ToString()
        {
            return Start.ToString() + ".." + End.ToString();
        }
    }

    // x[r] for a range r (frontend/bind_range.c): what C# lowers it to, with
    // the exceptions .NET throws (GetSubArray: GetOffsetAndLength's; a string
    // and a List: Substring's and GetRange's, on the offsets as computed).
    public static class RangeSlice
    {
        public static T[] Of<T>(T[] array, Range range)
        {
            if (array == null)
                throw new ArgumentNullException("array");
            (int offset, int length) = range.GetOffsetAndLength(array.Length);
            T[] r = new T[length];
            Array.Copy(array, offset, r, 0, length);
            return r;
        }

        public static string Of(string s, Range range)
        {
            int start = range.Start.GetOffset(s.Length);
            return s.Substring(start, range.End.GetOffset(s.Length) - start);
        }

        public static List<T> Of<T>(List<T> list, Range range)
        {
            int start = range.Start.GetOffset(list.Count);
            return list.GetRange(start, range.End.GetOffset(list.Count) - start);
        }

        // x[i] for an Index value i: the offset in a receiver of that length.
        public static int Offset(int length, Index index)
        {
            return index.GetOffset(length);
        }
    }
}
