// generic source
// StringJoin.cs - string.Join<T>(separator, IEnumerable<T>) and
// string.Concat<T>(IEnumerable<T>). The corelib's String cannot hold a
// generic method (a compiled class), so the frontend binds these calls
// here (bind_expr.c, string_join_generic): a sequence of T enumerated
// through IEnumerable<T>, each element's ToString (null as empty), as
// .NET's do. Over the non-generic IEnumerable (String.Join's overload the
// calls bound to before), a program's every collection's non-generic
// GetEnumerator and Current were reachable for `kiln aot` and jit mode.
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
