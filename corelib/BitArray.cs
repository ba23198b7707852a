// generic source
// System.Collections.BitArray (docs/collections.md): not generic, but kept
// as source like the generic definitions (the line above, docs/generics.md)
// so that only the programs naming it compile it.
//
// Bits are packed 32 to an int, bit i in word i / 32 at position i % 32,
// as .NET packs them (the byte[] and int[] constructors read that order).
// Invariant: the bits of the last word past Length are 0, so a word-wise
// operation never has to mask the tail (Length grown later reads zeros).
using System;

namespace System.Collections
{
    public sealed class BitArray : IEnumerable
    {
        private int[] _words;
        private int _length;
        private int _version;

        public BitArray(int length)
            : this(length, false)
        {
        }

        public BitArray(int length, bool defaultValue)
        {
            if (length < 0)
                throw new ArgumentOutOfRangeException("length", length, "Non-negative number required.");
            _words = new int[WordsFor(length)];
            _length = length;
            if (defaultValue)
                SetAll(true);
        }

        public BitArray(bool[] values)
        {
            if (values == null)
                throw new ArgumentNullException("values");
            _words = new int[WordsFor(values.Length)];
            _length = values.Length;
            for (int i = 0; i < values.Length; i++)
                if (values[i])
                    _words[i >> 5] |= 1 << (i & 31);
        }

        public BitArray(byte[] bytes)
        {
            if (bytes == null)
                throw new ArgumentNullException("bytes");
            if (bytes.Length > int.MaxValue / 8)
                throw new ArgumentException("The input array length must not exceed Int32.MaxValue / 8. Consider splitting the input array into smaller arrays.", "bytes");
            _length = bytes.Length * 8;
            _words = new int[WordsFor(_length)];
            for (int i = 0; i < bytes.Length; i++)
                _words[i >> 2] |= bytes[i] << (8 * (i & 3));
        }

        public BitArray(int[] values)
        {
            if (values == null)
                throw new ArgumentNullException("values");
            if (values.Length > int.MaxValue / 32)
                throw new ArgumentException("The input array length must not exceed Int32.MaxValue / 32. Consider splitting the input array into smaller arrays.", "values");
            _words = new int[values.Length];
            Array.Copy(values, _words, values.Length);
            _length = values.Length * 32;
        }

        public BitArray(BitArray bits)
        {
            if (bits == null)
                throw new ArgumentNullException("bits");
            _words = new int[bits._words.Length];
            Array.Copy(bits._words, _words, _words.Length);
            _length = bits._length;
        }

        private static int WordsFor(int bits)
        {
            return (int)(((uint)bits + 31u) >> 5);
        }

        public bool this[int index]
        {
            get { return Get(index); }
            set { Set(index, value); }
        }

        public int Length
        {
            get { return _length; }
            set
            {
                if (value < 0)
                    throw new ArgumentOutOfRangeException("value", value, "Non-negative number required.");
                int words = WordsFor(value);
                if (words != _words.Length) {
                    int[] grown = new int[words];
                    Array.Copy(_words, grown, Math.Min(words, _words.Length));
                    _words = grown;
                }
                if (value < _length)
                    ClearTail(value);
                _length = value;
                _version++;
            }
        }

        public int Count
        {
            get { return _length; }
        }

        public bool IsReadOnly
        {
            get { return false; }
        }

        public bool IsSynchronized
        {
            get { return false; }
        }

        public object SyncRoot
        {
            get { return this; }
        }

        public bool Get(int index)
        {
            if ((uint)index >= (uint)_length)
                ThrowIndex(index);
            return (_words[index >> 5] & (1 << (index & 31))) != 0;
        }

        public void Set(int index, bool value)
        {
            if ((uint)index >= (uint)_length)
                ThrowIndex(index);
            if (value)
                _words[index >> 5] |= 1 << (index & 31);
            else
                _words[index >> 5] &= ~(1 << (index & 31));
            _version++;
        }

        public void SetAll(bool value)
        {
            int fill = value ? -1 : 0;
            for (int i = 0; i < _words.Length; i++)
                _words[i] = fill;
            if (value)
                ClearTail(_length);
            _version++;
        }

        public BitArray And(BitArray value)
        {
            CheckSameLength(value);
            for (int i = 0; i < _words.Length; i++)
                _words[i] &= value._words[i];
            _version++;
            return this;
        }

        public BitArray Or(BitArray value)
        {
            CheckSameLength(value);
            for (int i = 0; i < _words.Length; i++)
                _words[i] |= value._words[i];
            _version++;
            return this;
        }

        public BitArray Xor(BitArray value)
        {
            CheckSameLength(value);
            for (int i = 0; i < _words.Length; i++)
                _words[i] ^= value._words[i];
            _version++;
            return this;
        }

        public BitArray Not()
        {
            for (int i = 0; i < _words.Length; i++)
                _words[i] = ~_words[i];
            ClearTail(_length);
            _version++;
            return this;
        }

        // Bit i moves to i + count (toward the end); the first count bits
        // become 0.
        public BitArray LeftShift(int count)
        {
            if (count < 0)
                throw new ArgumentOutOfRangeException("count", count, "Non-negative number required.");
            for (int i = _length - 1; i >= 0; i--)
                SetBit(i, i >= count && Get(i - count));
            _version++;
            return this;
        }

        // Bit i moves to i - count (toward the start); the last count bits
        // become 0.
        public BitArray RightShift(int count)
        {
            if (count < 0)
                throw new ArgumentOutOfRangeException("count", count, "Non-negative number required.");
            for (int i = 0; i < _length; i++)
                SetBit(i, count < _length - i && Get(i + count));
            _version++;
            return this;
        }

        public bool HasAllSet()
        {
            for (int i = 0; i < _length; i++)
                if (!Get(i))
                    return false;
            return true;
        }

        public bool HasAnySet()
        {
            for (int i = 0; i < _words.Length; i++)
                if (_words[i] != 0)
                    return true;
            return false;
        }

        public object Clone()
        {
            return new BitArray(this);
        }

        // CopyTo(Array, int) as .NET's for the three element types it takes:
        // an overload each (Kiln has no System.Array parameter type), so a
        // call with another array type is a compile error rather than .NET's
        // run-time ArgumentException. The bits past Length are 0 (the
        // invariant), so no word or byte needs masking; bytes go out
        // little-endian from each word.
        // int[]: .NET checks no room first: the whole words go through
        // Array.Copy (its ArgumentException), a partial last word is stored
        // on its own (IndexOutOfRangeException when only it lacks room).
        public void CopyTo(int[] array, int index)
        {
            CheckCopy(array == null, index);
            int words = WordsFor(_length);
            if ((_length & 31) == 0) {
                Array.Copy(_words, 0, array, index, words);
                return;
            }
            Array.Copy(_words, 0, array, index, words - 1);
            array[index + words - 1] = _words[words - 1];
        }

        public void CopyTo(byte[] array, int index)
        {
            CheckCopy(array == null, index);
            int bytes = (int)(((uint)_length + 7u) >> 3);
            if (array.Length - index < bytes)
                throw new ArgumentException(InvalidOffLen);
            for (int i = 0; i < bytes; i++)
                array[index + i] = (byte)(_words[i >> 2] >> (8 * (i & 3)));
        }

        public void CopyTo(bool[] array, int index)
        {
            CheckCopy(array == null, index);
            if (array.Length - index < _length)
                throw new ArgumentException(InvalidOffLen);
            for (int i = 0; i < _length; i++)
                array[index + i] = ((_words[i >> 5] >> (i & 31)) & 1) != 0;
        }

        private const string InvalidOffLen = "Offset and length were out of bounds for the array or count is greater than the number of elements from index to the end of the source collection.";

        private static void CheckCopy(bool isNull, int index)
        {
            if (isNull)
                throw new ArgumentNullException("array");
            if (index < 0)
                throw new ArgumentOutOfRangeException("index", index, "Non-negative number required.");
        }

        public IEnumerator GetEnumerator()
        {
            return new BitEnumerator(this);
        }

        private void SetBit(int index, bool value)
        {
            if (value)
                _words[index >> 5] |= 1 << (index & 31);
            else
                _words[index >> 5] &= ~(1 << (index & 31));
        }

        // Bits length.. of the last word to 0 (the invariant).
        private void ClearTail(int length)
        {
            int w = length >> 5;
            if (w < _words.Length && (length & 31) != 0)
                _words[w] &= (1 << (length & 31)) - 1;
            for (int i = w + ((length & 31) != 0 ? 1 : 0); i < _words.Length; i++)
                _words[i] = 0;
        }

        private void CheckSameLength(BitArray value)
        {
            if (value == null)
                throw new ArgumentNullException("value");
            if (value._length != _length)
                throw new ArgumentException("Array lengths must be the same.");
        }

        private static void ThrowIndex(int index)
        {
            throw new ArgumentOutOfRangeException("index", index, "Index was out of range. Must be non-negative and less than the size of the collection.");
        }

        // Each bit as a boxed bool, stopped by any change to the bits.
        private sealed class BitEnumerator : IEnumerator
        {
            private BitArray _bits;
            private int _index;
            private int _version;
            private bool _current;

            public BitEnumerator(BitArray bits)
            {
                _bits = bits;
                _index = -1;
                _version = bits._version;
            }

            public bool MoveNext()
            {
                if (_version != _bits._version)
                    throw new InvalidOperationException("Collection was modified; enumeration operation may not execute.");
                if (_index < _bits._length - 1) {
                    _index++;
                    _current = _bits.Get(_index);
                    return true;
                }
                _index = _bits._length;
                return false;
            }

            public object Current
            {
                get
                {
                    if (_index == -1)
                        throw new InvalidOperationException("Enumeration has not started. Call MoveNext.");
                    if (_index >= _bits._length)
                        throw new InvalidOperationException("Enumeration already finished.");
                    return _current;
                }
            }

            public void Reset()
            {
                if (_version != _bits._version)
                    throw new InvalidOperationException("Collection was modified; enumeration operation may not execute.");
                _index = -1;
            }
        }
    }
}
