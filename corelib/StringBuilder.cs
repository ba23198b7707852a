// StringBuilder.cs - System.Text.StringBuilder: a growable char[] (the
// capacity doubles, so appending is amortized O(1)); ToString copies the
// used part into a new string with one native call. Argument checks throw
// what .NET 8 throws.
using System.Runtime.CompilerServices;

namespace System.Text
{
    public sealed class StringBuilder
    {
        private char[] _chars;
        private int _length;

        public StringBuilder()
        {
            _chars = new char[16];
        }

        public StringBuilder(int capacity)
        {
            if (capacity < 0)
                throw new ArgumentOutOfRangeException("capacity", "'capacity' must be greater than zero.");
            _chars = new char[capacity > 0 ? capacity : 16];
        }

        public StringBuilder(string value)
        {
            _chars = new char[value != null && value.Length > 16 ? value.Length : 16];
            Append(value);
        }

        public StringBuilder(string value, int capacity)
        {
            if (capacity < 0)
                throw new ArgumentOutOfRangeException("capacity", "'capacity' must be greater than zero.");
            int n = value != null && value.Length > capacity ? value.Length : capacity;
            _chars = new char[n > 0 ? n : 16];
            Append(value);
        }

        public int Length
        {
            get { return _length; }
            set
            {
                if (value < 0)
                    throw new ArgumentOutOfRangeException("value", "Length cannot be less than zero.");
                EnsureCapacity(value);
                for (int i = _length; i < value; i++)
                    _chars[i] = '\0';
                _length = value;
            }
        }

        public int Capacity
        {
            get { return _chars.Length; }
        }

        public char this[int index]
        {
            get
            {
                if (index < 0 || index >= _length)
                    throw new IndexOutOfRangeException();
                return _chars[index];
            }
            set
            {
                if (index < 0 || index >= _length)
                    throw new ArgumentOutOfRangeException("index", "Index was out of range. Must be non-negative and less than the size of the collection.");
                _chars[index] = value;
            }
        }

        public int EnsureCapacity(int capacity)
        {
            if (capacity < 0)
                throw new ArgumentOutOfRangeException("capacity", "'capacity' must be greater than zero.");
            if (capacity > _chars.Length)
            {
                int n = _chars.Length * 2;
                if (n < capacity)
                    n = capacity;
                char[] grown = new char[n];
                for (int i = 0; i < _length; i++)
                    grown[i] = _chars[i];
                _chars = grown;
            }
            return _chars.Length;
        }

        public override string ToString()
        {
            return string.InternalFromChars(_chars, 0, _length);
        }

        public string ToString(int startIndex, int length)
        {
            if (startIndex < 0)
                throw new ArgumentOutOfRangeException("startIndex", "StartIndex cannot be less than zero.");
            if (length < 0)
                throw new ArgumentOutOfRangeException("length", "Length cannot be less than zero.");
            if (startIndex > _length - length)
                throw new ArgumentOutOfRangeException("startIndex", "startIndex cannot be larger than length of string.");
            return string.InternalFromChars(_chars, startIndex, length);
        }

        public StringBuilder Clear()
        {
            _length = 0;
            return this;
        }

        public StringBuilder Append(string value)
        {
            if (value != null)
            {
                int n = value.Length;
                if (_length + n > _chars.Length)
                    EnsureCapacity(_length + n);
                string.InternalCopyTo(value, 0, _chars, _length, n);
                _length += n;
            }
            return this;
        }

        public StringBuilder Append(string value, int startIndex, int count)
        {
            if (startIndex < 0)
                throw new ArgumentOutOfRangeException("startIndex", "Index was out of range. Must be non-negative and less than the size of the collection.");
            if (count < 0)
                throw new ArgumentOutOfRangeException("count", "Count cannot be less than zero.");
            if (value == null)
            {
                if (startIndex == 0 && count == 0)
                    return this;
                throw new ArgumentNullException("value");
            }
            if (startIndex > value.Length - count)
                throw new ArgumentOutOfRangeException("startIndex", "Index and count must refer to a location within the string.");
            if (_length + count > _chars.Length)
                EnsureCapacity(_length + count);
            string.InternalCopyTo(value, startIndex, _chars, _length, count);
            _length += count;
            return this;
        }

        public StringBuilder Append(char value)
        {
            if (_length == _chars.Length)
                EnsureCapacity(_length + 1);
            _chars[_length] = value;
            _length++;
            return this;
        }

        public StringBuilder Append(char value, int repeatCount)
        {
            if (repeatCount < 0)
                throw new ArgumentOutOfRangeException("repeatCount", "Count cannot be less than zero.");
            EnsureCapacity(_length + repeatCount);
            for (int i = 0; i < repeatCount; i++)
                _chars[_length + i] = value;
            _length += repeatCount;
            return this;
        }

        public StringBuilder Append(char[] value)
        {
            if (value != null)
                Append(value, 0, value.Length);
            return this;
        }

        public StringBuilder Append(char[] value, int startIndex, int charCount)
        {
            if (startIndex < 0)
                throw new ArgumentOutOfRangeException("startIndex", "Value must be positive.");
            if (charCount < 0)
                throw new ArgumentOutOfRangeException("charCount", "Value must be positive.");
            if (value == null)
            {
                if (startIndex == 0 && charCount == 0)
                    return this;
                throw new ArgumentNullException("value");
            }
            if (charCount > value.Length - startIndex)
                throw new ArgumentOutOfRangeException("charCount", "Index and count must refer to a location within the buffer.");
            EnsureCapacity(_length + charCount);
            for (int i = 0; i < charCount; i++)
                _chars[_length + i] = value[startIndex + i];
            _length += charCount;
            return this;
        }

        public StringBuilder Append(bool value)
        {
            return Append(value ? "True" : "False");
        }

        public StringBuilder Append(byte value)
        {
            return Append(value.ToString());
        }

        public StringBuilder Append(int value)
        {
            return Append(value.ToString());
        }

        public StringBuilder Append(uint value)
        {
            return Append(value.ToString());
        }

        public StringBuilder Append(long value)
        {
            return Append(value.ToString());
        }

        public StringBuilder Append(ulong value)
        {
            return Append(value.ToString());
        }

        public StringBuilder Append(double value)
        {
            return Append(value.ToString());
        }

        public StringBuilder Append(float value)
        {
            return Append(value.ToString());
        }

        public StringBuilder Append(sbyte value)
        {
            return Append(value.ToString());
        }

        public StringBuilder Append(short value)
        {
            return Append(value.ToString());
        }

        public StringBuilder Append(ushort value)
        {
            return Append(value.ToString());
        }

        public StringBuilder Append(object value)
        {
            if (value == null)
                return this;
            return Append(value.ToString());
        }

        public StringBuilder Append(StringBuilder value)
        {
            if (value != null)
                Append(value._chars, 0, value._length);
            return this;
        }

        // AppendJoin: what string.Join gives, appended (the generic
        // AppendJoin<T>(sep, IEnumerable<T>) binds to the IEnumerable one,
        // whose elements print alike).
        public StringBuilder AppendJoin(string separator, params object[] values) { return Append(string.Join(separator, values)); }
        public StringBuilder AppendJoin(string separator, params string[] values) { return Append(string.Join(separator, values)); }
        public StringBuilder AppendJoin(string separator, System.Collections.IEnumerable values) { return Append(string.Join(separator, values)); }
        public StringBuilder AppendJoin(char separator, params object[] values) { return Append(string.Join(separator, values)); }
        public StringBuilder AppendJoin(char separator, params string[] values) { return Append(string.Join(separator, values)); }
        public StringBuilder AppendJoin(char separator, System.Collections.IEnumerable values) { return Append(string.Join(separator, values)); }

        public StringBuilder AppendLine()
        {
            return Append('\n');
        }

        public StringBuilder AppendLine(string value)
        {
            Append(value);
            return Append('\n');
        }

        public StringBuilder AppendFormat(string format, object arg0)
        {
            object[] args = new object[1];
            args[0] = arg0;
            return AppendFormat(format, args);
        }

        public StringBuilder AppendFormat(string format, object arg0, object arg1)
        {
            object[] args = new object[2];
            args[0] = arg0;
            args[1] = arg1;
            return AppendFormat(format, args);
        }

        public StringBuilder AppendFormat(string format, object arg0, object arg1, object arg2)
        {
            object[] args = new object[3];
            args[0] = arg0;
            args[1] = arg1;
            args[2] = arg2;
            return AppendFormat(format, args);
        }

        public StringBuilder AppendFormat(string format, params object[] args)
        {
            CompositeFormatter.AppendTo(this, format, args);
            return this;
        }

        public StringBuilder Insert(int index, string value)
        {
            if (index < 0 || index > _length)
                throw new ArgumentOutOfRangeException("index", "Index was out of range. Must be non-negative and less than or equal to the size of the collection.");
            if (value == null || value.Length == 0)
                return this;
            int n = value.Length;
            EnsureCapacity(_length + n);
            for (int i = _length - 1; i >= index; i--)
                _chars[i + n] = _chars[i];
            string.InternalCopyTo(value, 0, _chars, index, n);
            _length += n;
            return this;
        }

        public StringBuilder Insert(int index, string value, int count)
        {
            if (count < 0)
                throw new ArgumentOutOfRangeException("count", "Non-negative number required.");
            if (index < 0 || index > _length)
                throw new ArgumentOutOfRangeException("index", "Index was out of range. Must be non-negative and less than or equal to the size of the collection.");
            for (int i = 0; i < count; i++)
                Insert(index, value);
            return this;
        }

        public StringBuilder Insert(int index, char value)
        {
            return Insert(index, value.ToString());
        }

        public StringBuilder Insert(int index, char[] value)
        {
            return Insert(index, value == null ? null : string.InternalFromChars(value, 0, value.Length));
        }

        public StringBuilder Insert(int index, bool value)
        {
            return Insert(index, value ? "True" : "False");
        }

        public StringBuilder Insert(int index, byte value)
        {
            return Insert(index, value.ToString());
        }

        public StringBuilder Insert(int index, int value)
        {
            return Insert(index, value.ToString());
        }

        public StringBuilder Insert(int index, uint value)
        {
            return Insert(index, value.ToString());
        }

        public StringBuilder Insert(int index, long value)
        {
            return Insert(index, value.ToString());
        }

        public StringBuilder Insert(int index, ulong value)
        {
            return Insert(index, value.ToString());
        }

        public StringBuilder Insert(int index, double value)
        {
            return Insert(index, value.ToString());
        }

        public StringBuilder Insert(int index, float value)
        {
            return Insert(index, value.ToString());
        }

        public StringBuilder Insert(int index, object value)
        {
            return Insert(index, value == null ? null : value.ToString());
        }

        public StringBuilder Remove(int startIndex, int length)
        {
            if (length < 0)
                throw new ArgumentOutOfRangeException("length", "Length cannot be less than zero.");
            if (startIndex < 0)
                throw new ArgumentOutOfRangeException("startIndex", "StartIndex cannot be less than zero.");
            if (length > _length - startIndex)
                throw new ArgumentOutOfRangeException("length", "Index was out of range. Must be non-negative and less than the size of the collection.");
            for (int i = startIndex + length; i < _length; i++)
                _chars[i - length] = _chars[i];
            _length -= length;
            return this;
        }

        public StringBuilder Replace(char oldChar, char newChar)
        {
            return Replace(oldChar, newChar, 0, _length);
        }

        public StringBuilder Replace(char oldChar, char newChar, int startIndex, int count)
        {
            CheckRange(startIndex, count);
            for (int i = startIndex; i < startIndex + count; i++)
                if (_chars[i] == oldChar)
                    _chars[i] = newChar;
            return this;
        }

        public StringBuilder Replace(string oldValue, string newValue)
        {
            return Replace(oldValue, newValue, 0, _length);
        }

        // Every occurrence of oldValue starting inside [startIndex, startIndex
        // + count), left to right without overlaps, rebuilt in one pass.
        public StringBuilder Replace(string oldValue, string newValue, int startIndex, int count)
        {
            CheckRange(startIndex, count);
            if (oldValue == null)
                throw new ArgumentNullException("oldValue");
            if (oldValue.Length == 0)
                throw new ArgumentException("The value cannot be an empty string.", "oldValue");
            if (newValue == null)
                newValue = "";
            int end = startIndex + count;
            int m = oldValue.Length;
            char[] result = null;
            int o = 0;
            int copied = 0;
            int i = startIndex;
            while (i <= end - m)
            {
                if (MatchAt(i, oldValue))
                {
                    if (result == null)
                        result = new char[_chars.Length + 16];
                    result = CopyInto(result, ref o, _chars, copied, i - copied);
                    char[] nv = newValue.ToCharArray();
                    result = CopyInto(result, ref o, nv, 0, nv.Length);
                    i += m;
                    copied = i;
                }
                else
                {
                    i++;
                }
            }
            if (result == null)
                return this;
            result = CopyInto(result, ref o, _chars, copied, _length - copied);
            _chars = result;
            _length = o;
            return this;
        }

        private bool MatchAt(int i, string value)
        {
            for (int k = 0; k < value.Length; k++)
                if (_chars[i + k] != value[k])
                    return false;
            return true;
        }

        private static char[] CopyInto(char[] dest, ref int o, char[] src, int start, int count)
        {
            if (o + count > dest.Length)
            {
                int n = dest.Length * 2;
                if (n < o + count)
                    n = o + count;
                char[] grown = new char[n];
                for (int i = 0; i < o; i++)
                    grown[i] = dest[i];
                dest = grown;
            }
            for (int i = 0; i < count; i++)
                dest[o + i] = src[start + i];
            o += count;
            return dest;
        }

        private void CheckRange(int startIndex, int count)
        {
            if ((uint)startIndex > (uint)_length)
                throw new ArgumentOutOfRangeException("startIndex", "Index was out of range. Must be non-negative and less than the size of the collection.");
            if (count < 0 || startIndex > _length - count)
                throw new ArgumentOutOfRangeException("count", "Index was out of range. Must be non-negative and less than the size of the collection.");
        }

        public bool Equals(StringBuilder sb)
        {
            if (sb == null || sb._length != _length)
                return false;
            for (int i = 0; i < _length; i++)
                if (sb._chars[i] != _chars[i])
                    return false;
            return true;
        }
    }
}
