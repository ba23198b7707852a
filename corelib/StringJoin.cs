// generic source
// StringJoin.cs - String's generic methods: string.Join<T>(separator,
// IEnumerable<T>) and string.Concat<T>(IEnumerable<T>), each element's
// ToString, null as empty, as .NET's. The corelib's String cannot hold a
// generic method (a compiled class), so this class is its companion: its
// methods join String's static method group of the same name
// (frontend/bind_expr.c, companion_group), and a call chooses among both
// by C#'s rules (an int[] or a List<T> takes Join<T>, a string[] String's
// params string[] overload, an ArrayList params object[]). Before, over
// String's overload on the non-generic IEnumerable, `kiln aot` and jit
// mode reached every made collection's non-generic GetEnumerator and
// Current. The words Join and Concat in a program select this file
// (frontend/gensrc.c); another generic source is not searched for them, so
// one that joins a sequence calls StringJoin.Join by name (none does yet).
using System.Collections.Generic;

namespace System
{
    internal static class StringJoin
    {
        public static string Join<T>(string separator, IEnumerable<T> values)
        {
            if (values == null)
                throw new ArgumentNullException("values");
            System.Text.StringBuilder sb = new System.Text.StringBuilder();
            bool first = true;
            foreach (T v in values)
            {
                if (!first)
                    sb.Append(separator);
                first = false;
                if (v != null)
                    sb.Append(v.ToString());
            }
            return sb.ToString();
        }

        public static string Join<T>(char separator, IEnumerable<T> values)
        {
            return Join<T>(separator.ToString(), values);
        }

        public static string Concat<T>(IEnumerable<T> values)
        {
            return Join<T>("", values);
        }
    }
}
