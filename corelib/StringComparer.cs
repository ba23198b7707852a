// generic source
// System.StringComparer (docs/collections.md "Comparers"): not generic, but
// it implements IComparer<string> and IEqualityComparer<string>, instances
// only a program's module holds (docs/generics.md), so it is kept as source
// (the line above) and compiled with the programs that name it.
//
// Ordinal compares UTF-16 code units (the difference of the first unequal
// ones, or of the lengths, as string.CompareOrdinal); OrdinalIgnoreCase
// compares their invariant upper-case mappings (.NET's with invariant
// globalization) and hashes the upper-cased string, so strings it calls
// equal hash alike.
using System;
using System.Collections.Generic;

namespace System
{
    public abstract class StringComparer : IComparer<string>, IEqualityComparer<string>
    {
        private static StringComparer s_ordinal;
        private static StringComparer s_ordinalIgnoreCase;

        protected StringComparer()
        {
        }

        public static StringComparer Ordinal
        {
            get
            {
                if (s_ordinal == null)
                    s_ordinal = new OrdinalStringComparer(false);
                return s_ordinal;
            }
        }

        public static StringComparer OrdinalIgnoreCase
        {
            get
            {
                if (s_ordinalIgnoreCase == null)
                    s_ordinalIgnoreCase = new OrdinalStringComparer(true);
                return s_ordinalIgnoreCase;
            }
        }

        public abstract int Compare(string x, string y);

        public abstract bool Equals(string x, string y);

        public abstract int GetHashCode(string obj);
    }

    internal sealed class OrdinalStringComparer : StringComparer
    {
        private readonly bool _ignoreCase;

        internal OrdinalStringComparer(bool ignoreCase)
        {
            _ignoreCase = ignoreCase;
        }

        public override int Compare(string x, string y)
        {
            if ((object)x == (object)y)
                return 0;
            if (x == null)
                return -1;
            if (y == null)
                return 1;
            return _ignoreCase ? string.Compare(x, y, StringComparison.OrdinalIgnoreCase) : string.CompareOrdinal(x, y);
        }

        public override bool Equals(string x, string y)
        {
            return string.Equals(x, y, _ignoreCase ? StringComparison.OrdinalIgnoreCase : StringComparison.Ordinal);
        }

        public override int GetHashCode(string obj)
        {
            if (obj == null)
                throw new ArgumentNullException("obj");
            return _ignoreCase ? obj.ToUpperInvariant().GetHashCode() : obj.GetHashCode();
        }
    }
}
