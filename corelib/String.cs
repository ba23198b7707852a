// String.cs - System.String: immutable UTF-16 text. The layout (length at
// +8, code units from +12) is the runtime's; the primitive operations over
// the characters (copying, searching, comparing, case mapping) are natives
// in runtime/natives_string.c, the members .NET programs call are C# over
// them. `new string(...)` is the static Ctor of the same arguments (a
// string's size depends on them, so it has no instance constructor).
using System.Collections;
using System.Runtime.CompilerServices;

namespace System
{
    public sealed class String : IComparable, IEnumerable
    {
        public CharEnumerator GetEnumerator()
        {
            return new CharEnumerator(this);
        }

        IEnumerator IEnumerable.GetEnumerator()
        {
            return new CharEnumerator(this);
        }

        public int Length
        {
            get { return InternalLength(this); }
        }

        public char this[int index]
        {
            get { return InternalGetChar(this, index); }
        }

        public override bool Equals(object obj)
        {
            return Equals(this, obj as string);
        }

        public bool Equals(string value)
        {
            return Equals(this, value);
        }

        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern bool Equals(string a, string b);

        public override int GetHashCode()
        {
            return InternalHash(this);
        }

        public override string ToString()
        {
            return this;
        }

        public string Substring(int startIndex)
        {
            return InternalSubstring(this, startIndex);
        }

        public string Substring(int startIndex, int length)
        {
            return InternalSubstring(this, startIndex, length);
        }

        public int IndexOf(char value)
        {
            return InternalIndexOf(this, value);
        }

        public bool Contains(string value)
        {
            return InternalContains(this, value);
        }

        public bool StartsWith(string value)
        {
            return InternalStartsWith(this, value);
        }

        public static string Format(string format, object arg0)
        {
            object[] args = new object[1];
            args[0] = arg0;
            return CompositeFormatter.Format(format, args);
        }

        public static string Format(string format, object arg0, object arg1)
        {
            object[] args = new object[2];
            args[0] = arg0;
            args[1] = arg1;
            return CompositeFormatter.Format(format, args);
        }

        public static string Format(string format, object arg0, object arg1, object arg2)
        {
            object[] args = new object[3];
            args[0] = arg0;
            args[1] = arg1;
            args[2] = arg2;
            return CompositeFormatter.Format(format, args);
        }

        public static string Format(string format, params object[] args)
        {
            if (args == null)
                throw new ArgumentNullException(format == null ? "format" : "args");
            return CompositeFormatter.Format(format, args);
        }

        // With the invariant culture, the only one (CultureInfo.cs).
        public static string Format(System.Globalization.CultureInfo provider, string format, object arg0)
        {
            return Format(format, arg0);
        }

        public static string Format(System.Globalization.CultureInfo provider, string format, object arg0, object arg1)
        {
            return Format(format, arg0, arg1);
        }

        public static string Format(System.Globalization.CultureInfo provider, string format, object arg0, object arg1, object arg2)
        {
            return Format(format, arg0, arg1, arg2);
        }

        public static string Format(System.Globalization.CultureInfo provider, string format, params object[] args)
        {
            return Format(format, args);
        }

        public char[] ToCharArray()
        {
            char[] a = new char[Length];
            InternalCopyTo(this, 0, a, 0, a.Length);
            return a;
        }

        public char[] ToCharArray(int startIndex, int length)
        {
            if (startIndex < 0 || startIndex > Length || startIndex > Length - length)
                throw new ArgumentOutOfRangeException("startIndex", "Index was out of range. Must be non-negative and less than or equal to the size of the collection.");
            if (length < 0)
                throw new ArgumentOutOfRangeException("length", "Index was out of range. Must be non-negative and less than or equal to the size of the collection.");
            char[] a = new char[length];
            InternalCopyTo(this, startIndex, a, 0, length);
            return a;
        }

        public static bool IsNullOrEmpty(string value)
        {
            return value == null || value.Length == 0;
        }

        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern string Concat(string str0, string str1);

        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern string Concat(string str0, string str1, string str2);

        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern string Concat(string str0, string str1, string str2, string str3);

        // .NET's object overloads: each argument's ToString(), null (or a
        // null ToString()) giving "".
        public static string Concat(object arg0)
        {
            return Text(arg0);
        }

        public static string Concat(object arg0, object arg1)
        {
            return Concat(Text(arg0), Text(arg1));
        }

        public static string Concat(object arg0, object arg1, object arg2)
        {
            return Concat(Text(arg0), Text(arg1), Text(arg2));
        }

        private static string Text(object o)
        {
            if (o == null)
                return "";
            string s = o.ToString();
            return s == null ? "" : s;
        }

        // The characters of value[start .. start + count) as a string, built
        // by halves: O(n log n) copying and log n deep, with only Concat.
        internal static string FromChars(char[] value, int start, int count)
        {
            if (count <= 0)
                return "";
            if (count == 1)
                return value[start].ToString();
            int half = count / 2;
            return Concat(FromChars(value, start, half), FromChars(value, start + half, count - half));
        }

        // ------------------------------------------------ .NET's string members
        // Comparisons and searches are ordinal: with invariant globalization
        // .NET's culture-sensitive overloads compare ordinally too, and
        // IgnoreCase compares simple upper-case mappings. (Signatures carry
        // enum types, so IndexOf(string, StringComparison) and
        // IndexOf(string, int) are two overloads, as on .NET.)

        public static string Empty
        {
            get { return ""; }
        }

        public static bool IsNullOrWhiteSpace(string value)
        {
            if (value == null)
                return true;
            for (int i = 0; i < value.Length; i++)
                if (!char.IsWhiteSpace(value[i]))
                    return false;
            return true;
        }

        internal static string Ctor(char[] value)
        {
            if (value == null)
                return "";
            return InternalFromChars(value, 0, value.Length);
        }

        internal static string Ctor(char[] value, int startIndex, int length)
        {
            if (value == null)
            {
                if (startIndex == 0 && length == 0)
                    return "";
                throw new ArgumentNullException("value");
            }
            if (startIndex < 0)
                throw new ArgumentOutOfRangeException("startIndex", "StartIndex cannot be less than zero.");
            if (length < 0)
                throw new ArgumentOutOfRangeException("length", "Length cannot be less than zero.");
            if (startIndex > value.Length - length)
                throw new ArgumentOutOfRangeException("startIndex", "Index was out of range. Must be non-negative and less than the size of the collection.");
            return InternalFromChars(value, startIndex, length);
        }

        internal static string Ctor(char c, int count)
        {
            if (count < 0)
                throw new ArgumentOutOfRangeException("count", "Non-negative number required.");
            char[] a = new char[count];
            for (int i = 0; i < count; i++)
                a[i] = c;
            return InternalFromChars(a, 0, count);
        }

        public static string Concat(params string[] values)
        {
            if (values == null)
                throw new ArgumentNullException("values");
            System.Text.StringBuilder sb = new System.Text.StringBuilder();
            for (int i = 0; i < values.Length; i++)
                sb.Append(values[i]);
            return sb.ToString();
        }

        public static string Concat(params object[] args)
        {
            if (args == null)
                throw new ArgumentNullException("args");
            System.Text.StringBuilder sb = new System.Text.StringBuilder();
            for (int i = 0; i < args.Length; i++)
                sb.Append(Text(args[i]));
            return sb.ToString();
        }

        public static string Join(string separator, params string[] value)
        {
            if (value == null)
                throw new ArgumentNullException("value");
            return Join(separator, value, 0, value.Length);
        }

        public static string Join(char separator, params string[] value)
        {
            return Join(separator.ToString(), value);
        }

        public static string Join(string separator, string[] value, int startIndex, int count)
        {
            if (value == null)
                throw new ArgumentNullException("value");
            if (startIndex < 0)
                throw new ArgumentOutOfRangeException("startIndex", "StartIndex cannot be less than zero.");
            if (count < 0)
                throw new ArgumentOutOfRangeException("count", "Count cannot be less than zero.");
            if (startIndex > value.Length - count)
                throw new ArgumentOutOfRangeException("startIndex", "Index and count must refer to a location within the buffer.");
            System.Text.StringBuilder sb = new System.Text.StringBuilder();
            for (int i = 0; i < count; i++)
            {
                if (i > 0)
                    sb.Append(separator);
                sb.Append(value[startIndex + i]);
            }
            return sb.ToString();
        }

        public static string Join(string separator, params object[] values)
        {
            if (values == null)
                throw new ArgumentNullException("values");
            System.Text.StringBuilder sb = new System.Text.StringBuilder();
            for (int i = 0; i < values.Length; i++)
            {
                if (i > 0)
                    sb.Append(separator);
                sb.Append(Text(values[i]));
            }
            return sb.ToString();
        }

        public static string Join(char separator, params object[] values)
        {
            return Join(separator.ToString(), values);
        }

        // Each element's text, null as empty, for StringBuilder.AppendJoin.
        // A program's string.Join(sep, xs) over a sequence calls .NET's
        // Join<T>(string, IEnumerable<T>), StringJoin's (StringJoin.cs):
        // overloads over the non-generic IEnumerable are not .NET's (an
        // ArrayList goes to Join(string, params object[]) and prints its
        // type name).
        internal static string Join(string separator, IEnumerable values)
        {
            if (values == null)
                throw new ArgumentNullException("values");
            System.Text.StringBuilder sb = new System.Text.StringBuilder();
            bool first = true;
            foreach (object o in values)
            {
                if (!first)
                    sb.Append(separator);
                first = false;
                sb.Append(Text(o));
            }
            return sb.ToString();
        }

        internal static string Join(char separator, IEnumerable values)
        {
            return Join(separator.ToString(), values);
        }

        public bool Contains(char value)
        {
            return IndexOf(value) >= 0;
        }

        public bool Contains(string value, StringComparison comparisonType)
        {
            return IndexOf(value, 0, Length, comparisonType) >= 0;
        }

        public bool Contains(char value, StringComparison comparisonType)
        {
            return IndexOf(value.ToString(), 0, Length, comparisonType) >= 0;
        }

        public int IndexOf(char value, int startIndex)
        {
            return IndexOf(value, startIndex, Length - startIndex);
        }

        public int IndexOf(char value, int startIndex, int count)
        {
            CheckSearchRange(startIndex, count);
            for (int i = startIndex; i < startIndex + count; i++)
                if (this[i] == value)
                    return i;
            return -1;
        }

        public int IndexOf(string value)
        {
            return IndexOf(value, 0, Length);
        }

        public int IndexOf(string value, int startIndex)
        {
            return IndexOf(value, startIndex, Length - startIndex);
        }

        public int IndexOf(string value, int startIndex, int count)
        {
            if (value == null)
                throw new ArgumentNullException("value");
            CheckSearchRange(startIndex, count);
            return InternalIndexOf(this, value, startIndex, count, false);
        }

        public int IndexOf(string value, StringComparison comparisonType)
        {
            return IndexOf(value, 0, Length, comparisonType);
        }

        public int IndexOf(string value, int startIndex, StringComparison comparisonType)
        {
            return IndexOf(value, startIndex, Length - startIndex, comparisonType);
        }

        public int IndexOf(char value, StringComparison comparisonType)
        {
            return IndexOf(value.ToString(), 0, Length, comparisonType);
        }

        public int IndexOf(string value, int startIndex, int count, StringComparison comparisonType)
        {
            if (value == null)
                throw new ArgumentNullException("value");
            CheckSearchRange(startIndex, count);
            return InternalIndexOf(this, value, startIndex, count, IgnoresCase(comparisonType));
        }

        public int IndexOfAny(char[] anyOf)
        {
            return IndexOfAny(anyOf, 0, Length);
        }

        public int IndexOfAny(char[] anyOf, int startIndex)
        {
            return IndexOfAny(anyOf, startIndex, Length - startIndex);
        }

        public int IndexOfAny(char[] anyOf, int startIndex, int count)
        {
            if (anyOf == null)
                throw new ArgumentNullException("anyOf");
            CheckSearchRange(startIndex, count);
            for (int i = startIndex; i < startIndex + count; i++)
                if (OneOf(this[i], anyOf))
                    return i;
            return -1;
        }

        public int LastIndexOf(char value)
        {
            return LastIndexOf(value, Length - 1);
        }

        public int LastIndexOf(char value, int startIndex)
        {
            if (Length == 0)
                return -1;
            if (startIndex < 0 || startIndex >= Length)
                throw new ArgumentOutOfRangeException("startIndex", "Index was out of range. Must be non-negative and less than the size of the collection.");
            for (int i = startIndex; i >= 0; i--)
                if (this[i] == value)
                    return i;
            return -1;
        }

        public int LastIndexOf(string value)
        {
            return LastIndexOf(value, Length - 1, Length, StringComparison.Ordinal);
        }

        public int LastIndexOf(string value, int startIndex)
        {
            return LastIndexOf(value, startIndex, startIndex + 1, StringComparison.Ordinal);
        }

        // The last match that lies wholly inside the count characters
        // ending at startIndex (.NET's search window).
        public int LastIndexOf(string value, StringComparison comparisonType)
        {
            return LastIndexOf(value, Length - 1, Length, comparisonType);
        }

        public int LastIndexOf(string value, int startIndex, int count, StringComparison comparisonType)
        {
            if (value == null)
                throw new ArgumentNullException("value");
            int n = Length;
            if (n == 0 && (startIndex == -1 || startIndex == 0))
                return value.Length == 0 ? 0 : -1;
            if (startIndex == n)
            {
                startIndex--;
                if (count > 0)
                    count--;
            }
            if (startIndex < 0 || startIndex >= n)
                throw new ArgumentOutOfRangeException("startIndex", "Index was out of range. Must be non-negative and less than the size of the collection.");
            if (count < 0 || startIndex - count + 1 < 0)
                throw new ArgumentOutOfRangeException("count", "Count must be positive and count must refer to a location within the string/array/collection.");
            if (value.Length == 0)
                return startIndex;
            bool ignore = IgnoresCase(comparisonType);
            int first = startIndex - count + 1;
            for (int i = startIndex - value.Length + 1; i >= first; i--)
                if (InternalIndexOf(this, value, i, value.Length, ignore) == i)
                    return i;
            return -1;
        }

        public int LastIndexOfAny(char[] anyOf)
        {
            if (anyOf == null)
                throw new ArgumentNullException("anyOf");
            for (int i = Length - 1; i >= 0; i--)
                if (OneOf(this[i], anyOf))
                    return i;
            return -1;
        }

        public bool StartsWith(char value)
        {
            return Length != 0 && this[0] == value;
        }

        public bool StartsWith(string value, StringComparison comparisonType)
        {
            if (value == null)
                throw new ArgumentNullException("value");
            return value.Length <= Length && InternalIndexOf(this, value, 0, value.Length, IgnoresCase(comparisonType)) == 0;
        }

        public bool EndsWith(char value)
        {
            return Length != 0 && this[Length - 1] == value;
        }

        public bool EndsWith(string value)
        {
            return EndsWith(value, StringComparison.Ordinal);
        }

        public bool EndsWith(string value, StringComparison comparisonType)
        {
            if (value == null)
                throw new ArgumentNullException("value");
            int at = Length - value.Length;
            return at >= 0 && InternalIndexOf(this, value, at, value.Length, IgnoresCase(comparisonType)) == at;
        }

        public bool Equals(string value, StringComparison comparisonType)
        {
            return Equals(this, value, comparisonType);
        }

        public static bool Equals(string a, string b, StringComparison comparisonType)
        {
            CheckComparison(comparisonType);
            if (a == null || b == null)
                return (object)a == (object)b;
            if (a.Length != b.Length)
                return false;
            return InternalCompareOrdinal(a, b, IgnoresCase(comparisonType)) == 0;
        }

        public int CompareTo(string strB)
        {
            return Compare(this, strB);
        }

        public int CompareTo(object value)
        {
            if (value == null)
                return 1;
            string s = value as string;
            if (s == null)
                throw new ArgumentException("Object must be of type String.");
            return Compare(this, s);
        }

        // The culture-aware comparisons answer -1, 0 or 1 on .NET (Kiln's order
        // is ordinal); the ordinal ones the difference of the first unequal chars.
        public static int Compare(string strA, string strB)
        {
            return Sign(InternalCompareOrdinal(strA, strB, false));
        }

        public static int Compare(string strA, string strB, bool ignoreCase)
        {
            return Sign(InternalCompareOrdinal(strA, strB, ignoreCase));
        }

        public static int Compare(string strA, string strB, StringComparison comparisonType)
        {
            CheckComparison(comparisonType);
            int r = InternalCompareOrdinal(strA, strB, IgnoresCase(comparisonType));
            return comparisonType == StringComparison.Ordinal || comparisonType == StringComparison.OrdinalIgnoreCase ? r : Sign(r);
        }

        private static int Sign(int r)
        {
            return r < 0 ? -1 : r > 0 ? 1 : 0;
        }

        public static int Compare(string strA, int indexA, string strB, int indexB, int length)
        {
            return CompareOrdinal(strA, indexA, strB, indexB, length);
        }

        public static int CompareOrdinal(string strA, string strB)
        {
            return InternalCompareOrdinal(strA, strB, false);
        }

        public static int CompareOrdinal(string strA, int indexA, string strB, int indexB, int length)
        {
            if (strA == null || strB == null)
                return InternalCompareOrdinal(strA, strB, false);
            if (length < 0)
                throw new ArgumentOutOfRangeException("length", "Count cannot be less than zero.");
            if (indexA < 0 || indexB < 0)
                throw new ArgumentOutOfRangeException(indexA < 0 ? "indexA" : "indexB", "Index was out of range. Must be non-negative and less than the size of the collection.");
            int lenA = strA.Length - indexA < length ? strA.Length - indexA : length;
            int lenB = strB.Length - indexB < length ? strB.Length - indexB : length;
            if (lenA < 0 || lenB < 0)
                throw new ArgumentOutOfRangeException(lenA < 0 ? "indexA" : "indexB", "Index was out of range. Must be non-negative and less than the size of the collection.");
            return InternalCompareOrdinal(strA.Substring(indexA, lenA), strB.Substring(indexB, lenB), false);
        }

        public string Insert(int startIndex, string value)
        {
            if (value == null)
                throw new ArgumentNullException("value");
            if (startIndex < 0 || startIndex > Length)
                throw new ArgumentOutOfRangeException("startIndex", "Index was out of range. Must be non-negative and less than or equal to the size of the collection.");
            return Concat(Substring(0, startIndex), value, Substring(startIndex));
        }

        public string Remove(int startIndex)
        {
            if (startIndex < 0)
                throw new ArgumentOutOfRangeException("startIndex", "StartIndex cannot be less than zero.");
            if (startIndex >= Length)
                throw new ArgumentOutOfRangeException("startIndex", "startIndex must be less than length of string.");
            return Substring(0, startIndex);
        }

        public string Remove(int startIndex, int count)
        {
            if (startIndex < 0)
                throw new ArgumentOutOfRangeException("startIndex", "StartIndex cannot be less than zero.");
            if (count < 0)
                throw new ArgumentOutOfRangeException("count", "Count cannot be less than zero.");
            if (count > Length - startIndex)
                throw new ArgumentOutOfRangeException("count", "Index and count must refer to a location within the string.");
            return Concat(Substring(0, startIndex), Substring(startIndex + count));
        }

        public string Replace(char oldChar, char newChar)
        {
            int i = IndexOf(oldChar);
            if (i < 0)
                return this;
            char[] a = ToCharArray();
            for (; i < a.Length; i++)
                if (a[i] == oldChar)
                    a[i] = newChar;
            return InternalFromChars(a, 0, a.Length);
        }

        public string Replace(string oldValue, string newValue)
        {
            return ReplaceCore(oldValue, newValue, false);
        }

        // The culture-sensitive comparisons are the invariant culture's,
        // which for this search is the ordinal one (as IndexOf).
        public string Replace(string oldValue, string newValue, StringComparison comparisonType)
        {
            return ReplaceCore(oldValue, newValue, IgnoresCase(comparisonType));
        }

        public string Replace(string oldValue, string newValue, bool ignoreCase, System.Globalization.CultureInfo culture)
        {
            return ReplaceCore(oldValue, newValue, ignoreCase);
        }

        private string ReplaceCore(string oldValue, string newValue, bool ignoreCase)
        {
            if (oldValue == null)
                throw new ArgumentNullException("oldValue");
            if (oldValue.Length == 0)
                throw new ArgumentException("The value cannot be an empty string.", "oldValue");
            int i = InternalIndexOf(this, oldValue, 0, Length, ignoreCase);
            if (i < 0)
                return this;
            System.Text.StringBuilder sb = new System.Text.StringBuilder(Length);
            int from = 0;
            while (i >= 0)
            {
                sb.Append(this, from, i - from).Append(newValue);
                from = i + oldValue.Length;
                i = InternalIndexOf(this, oldValue, from, Length - from, ignoreCase);
            }
            sb.Append(this, from, Length - from);
            return sb.ToString();
        }

        public string ToUpper()
        {
            return InternalChangeCase(this, true);
        }

        public string ToLower()
        {
            return InternalChangeCase(this, false);
        }

        public string ToUpperInvariant()
        {
            return InternalChangeCase(this, true);
        }

        // Any culture cases as the invariant one (globalization-invariant
        // mode); null means the current culture, as in .NET.
        public string ToUpper(System.Globalization.CultureInfo culture)
        {
            return InternalChangeCase(this, true);
        }

        public string ToLower(System.Globalization.CultureInfo culture)
        {
            return InternalChangeCase(this, false);
        }

        public string ToLowerInvariant()
        {
            return InternalChangeCase(this, false);
        }

        public string PadLeft(int totalWidth)
        {
            return PadLeft(totalWidth, ' ');
        }

        public string PadLeft(int totalWidth, char paddingChar)
        {
            if (totalWidth < 0)
                throw new ArgumentOutOfRangeException("totalWidth", "Non-negative number required.");
            int n = totalWidth - Length;
            return n <= 0 ? this : Concat(Ctor(paddingChar, n), this);
        }

        public string PadRight(int totalWidth)
        {
            return PadRight(totalWidth, ' ');
        }

        public string PadRight(int totalWidth, char paddingChar)
        {
            if (totalWidth < 0)
                throw new ArgumentOutOfRangeException("totalWidth", "Non-negative number required.");
            int n = totalWidth - Length;
            return n <= 0 ? this : Concat(this, Ctor(paddingChar, n));
        }

        public string Trim()
        {
            return TrimWhere(null, true, true);
        }

        public string Trim(char trimChar)
        {
            return TrimWhere(OneChar(trimChar), true, true);
        }

        public string Trim(params char[] trimChars)
        {
            return TrimWhere(NullIfEmpty(trimChars), true, true);
        }

        public string TrimStart()
        {
            return TrimWhere(null, true, false);
        }

        public string TrimStart(char trimChar)
        {
            return TrimWhere(OneChar(trimChar), true, false);
        }

        public string TrimStart(params char[] trimChars)
        {
            return TrimWhere(NullIfEmpty(trimChars), true, false);
        }

        public string TrimEnd()
        {
            return TrimWhere(null, false, true);
        }

        public string TrimEnd(char trimChar)
        {
            return TrimWhere(OneChar(trimChar), false, true);
        }

        public string TrimEnd(params char[] trimChars)
        {
            return TrimWhere(NullIfEmpty(trimChars), false, true);
        }

        // chars null: white space.
        private string TrimWhere(char[] chars, bool start, bool end)
        {
            int first = 0;
            int last = Length - 1;
            if (start)
                while (first <= last && Trims(this[first], chars))
                    first++;
            if (end)
                while (last >= first && Trims(this[last], chars))
                    last--;
            return Substring(first, last - first + 1);
        }

        private static bool Trims(char c, char[] chars)
        {
            return chars == null ? char.IsWhiteSpace(c) : OneOf(c, chars);
        }

        public string[] Split(char separator)
        {
            return SplitCore(OneChar(separator), null, int.MaxValue, StringSplitOptions.None);
        }

        public string[] Split(char separator, StringSplitOptions options)
        {
            return SplitCore(OneChar(separator), null, int.MaxValue, options);
        }

        public string[] Split(char separator, int count)
        {
            return SplitCore(OneChar(separator), null, count, StringSplitOptions.None);
        }

        public string[] Split(char separator, int count, StringSplitOptions options)
        {
            return SplitCore(OneChar(separator), null, count, options);
        }

        public string[] Split(params char[] separator)
        {
            return SplitCore(NullIfEmpty(separator), null, int.MaxValue, StringSplitOptions.None);
        }

        public string[] Split(char[] separator, int count)
        {
            return SplitCore(NullIfEmpty(separator), null, count, StringSplitOptions.None);
        }

        public string[] Split(char[] separator, StringSplitOptions options)
        {
            return SplitCore(NullIfEmpty(separator), null, int.MaxValue, options);
        }

        public string[] Split(char[] separator, int count, StringSplitOptions options)
        {
            return SplitCore(NullIfEmpty(separator), null, count, options);
        }

        public string[] Split(string separator)
        {
            return Split(separator, int.MaxValue, StringSplitOptions.None);
        }

        public string[] Split(string separator, StringSplitOptions options)
        {
            return Split(separator, int.MaxValue, options);
        }

        // A null or empty separator string splits nothing.
        public string[] Split(string separator, int count, StringSplitOptions options)
        {
            if (separator != null && separator.Length > 0)
            {
                string[] seps = new string[1];
                seps[0] = separator;
                return SplitCore(null, seps, count, options);
            }
            string[] whole = SplitCore(null, null, count > 1 ? 1 : count, options);
            return whole;
        }

        public string[] Split(string[] separator, StringSplitOptions options)
        {
            return Split(separator, int.MaxValue, options);
        }

        public string[] Split(string[] separator, int count, StringSplitOptions options)
        {
            return SplitCore(null, separator == null || separator.Length == 0 ? null : separator, count, options);
        }

        // Separators are chars (chars != null), strings (strings != null;
        // the first one that matches at a position wins, empty ones never
        // match), or white space (both null). At most count parts; the
        // last one is the rest of the string.
        private string[] SplitCore(char[] chars, string[] strings, int count, StringSplitOptions options)
        {
            if (count < 0)
                throw new ArgumentOutOfRangeException("count", "Count cannot be less than zero.");
            if ((int)options < 0 || (int)options > 3)
                throw new ArgumentException("Value of flags is invalid.", "options");
            bool removeEmpty = ((int)options & 1) != 0;
            bool trim = ((int)options & 2) != 0;
            string[] parts = new string[8];
            int nparts = 0;
            if (count == 0 || (removeEmpty && Length == 0))
                return new string[0];
            if (strings != null && AllEmpty(strings))
                strings = null;
            int start = 0;
            int i = 0;
            while (i < Length && nparts < count - 1)
            {
                int len = SeparatorAt(i, chars, strings);
                if (len < 0)
                {
                    i++;
                    continue;
                }
                parts = AddPart(parts, ref nparts, Substring(start, i - start), removeEmpty, trim);
                i += len;
                start = i;
            }
            // At the limit, empty entries before the rest are dropped too.
            if (removeEmpty && nparts == count - 1)
                start = SkipEmptyEntries(start, chars, strings, trim);
            string rest = Substring(start);
            if (trim)
                rest = rest.Trim();
            if (!(removeEmpty && rest.Length == 0))
            {
                if (nparts == parts.Length)
                    parts = Grow(parts);
                parts[nparts++] = rest;
            }
            string[] result = new string[nparts];
            for (int k = 0; k < nparts; k++)
                result[k] = parts[k];
            return result;
        }

        private int SkipEmptyEntries(int start, char[] chars, string[] strings, bool trim)
        {
            int i = start;
            while (i < Length)
            {
                int len = SeparatorAt(i, chars, strings);
                if (len < 0)
                {
                    i++;
                    continue;
                }
                string entry = Substring(start, i - start);
                if ((trim ? entry.Trim() : entry).Length != 0)
                    break;
                i += len;
                start = i;
            }
            return start;
        }

        private static bool AllEmpty(string[] strings)
        {
            for (int i = 0; i < strings.Length; i++)
                if (strings[i] != null && strings[i].Length > 0)
                    return false;
            return true;
        }

        // The length of the separator at i, -1 when there is none.
        private int SeparatorAt(int i, char[] chars, string[] strings)
        {
            char c = this[i];
            if (chars != null)
                return OneOf(c, chars) ? 1 : -1;
            if (strings == null)
                return char.IsWhiteSpace(c) ? 1 : -1;
            for (int k = 0; k < strings.Length; k++)
            {
                string s = strings[k];
                if (s != null && s.Length > 0 && s.Length <= Length - i && InternalIndexOf(this, s, i, s.Length, false) == i)
                    return s.Length;
            }
            return -1;
        }

        private static string[] AddPart(string[] parts, ref int n, string part, bool removeEmpty, bool trim)
        {
            if (trim)
                part = part.Trim();
            if (removeEmpty && part.Length == 0)
                return parts;
            if (n == parts.Length)
                parts = Grow(parts);
            parts[n++] = part;
            return parts;
        }

        private static string[] Grow(string[] parts)
        {
            string[] g = new string[parts.Length * 2];
            for (int k = 0; k < parts.Length; k++)
                g[k] = parts[k];
            return g;
        }

        private static char[] OneChar(char c)
        {
            char[] a = new char[1];
            a[0] = c;
            return a;
        }

        private static char[] NullIfEmpty(char[] chars)
        {
            return chars == null || chars.Length == 0 ? null : chars;
        }

        private static bool OneOf(char c, char[] chars)
        {
            for (int k = 0; k < chars.Length; k++)
                if (chars[k] == c)
                    return true;
            return false;
        }

        private void CheckSearchRange(int startIndex, int count)
        {
            if (startIndex < 0 || startIndex > Length)
                throw new ArgumentOutOfRangeException("startIndex", "Index was out of range. Must be non-negative and less than or equal to the size of the collection.");
            if (count < 0 || count > Length - startIndex)
                throw new ArgumentOutOfRangeException("count", "Count must be positive and count must refer to a location within the string/array/collection.");
        }

        private static bool IgnoresCase(StringComparison comparisonType)
        {
            CheckComparison(comparisonType);
            return ((int)comparisonType & 1) != 0;
        }

        private static void CheckComparison(StringComparison comparisonType)
        {
            if ((int)comparisonType < 0 || (int)comparisonType > 5)
                throw new ArgumentException("The string comparison type passed in is currently not supported.", "comparisonType");
        }

        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern string InternalChangeCase(string s, bool upper);

        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern int InternalIndexOf(string s, string value, int startIndex, int count, bool ignoreCase);

        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern int InternalCompareOrdinal(string a, string b, bool ignoreCase);

        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern string InternalFromChars(char[] value, int startIndex, int length);

        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern void InternalCopyTo(string s, int sourceIndex, char[] destination, int destinationIndex, int count);

        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern int InternalLength(string s);

        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern char InternalGetChar(string s, int index);

        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern int InternalHash(string s);

        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern string InternalSubstring(string s, int startIndex);

        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern string InternalSubstring(string s, int startIndex, int length);

        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern int InternalIndexOf(string s, char value);

        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern bool InternalContains(string s, string value);

        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern bool InternalStartsWith(string s, string value);
    }
}

namespace System
{
    public enum StringSplitOptions
    {
        None = 0,
        RemoveEmptyEntries = 1,
        TrimEntries = 2
    }

    public enum StringComparison
    {
        CurrentCulture = 0,
        CurrentCultureIgnoreCase = 1,
        InvariantCulture = 2,
        InvariantCultureIgnoreCase = 3,
        Ordinal = 4,
        OrdinalIgnoreCase = 5
    }
}
