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
//
// The culture-named comparers (InvariantCulture, CurrentCulture and their
// IgnoreCase forms) behave as .NET 8's under invariant globalization, where
// every culture is the invariant one and culture-aware sorting is ordinal
// (the ignore-case forms through the invariant simple case mapping): Compare
// is the sign of the ordinal comparison (-1, 0 or 1, as string.Compare with
// a culture), Equals and GetHashCode are the ordinal ones. InvariantCulture
// and InvariantCultureIgnoreCase are singletons; the CurrentCulture ones are
// made at each call, as .NET makes them for the current culture.
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
            get { return s_ordinal ??= new OrdinalStringComparer(false); }
        }

        public static StringComparer OrdinalIgnoreCase
        {
            get { return s_ordinalIgnoreCase ??= new OrdinalStringComparer(true); }
        }

        private static StringComparer s_invariant;
        private static StringComparer s_invariantIgnoreCase;

        public static StringComparer InvariantCulture
        {
            get { return s_invariant ??= new CultureStringComparer(false); }
        }

        public static StringComparer InvariantCultureIgnoreCase
        {
            get { return s_invariantIgnoreCase ??= new CultureStringComparer(true); }
        }

        public static StringComparer CurrentCulture
        {
            get { return new CultureStringComparer(false); }
        }

        public static StringComparer CurrentCultureIgnoreCase
        {
            get { return new CultureStringComparer(true); }
        }

        public static StringComparer FromComparison(StringComparison comparisonType)
        {
            switch (comparisonType)
            {
                case StringComparison.CurrentCulture: return CurrentCulture;
                case StringComparison.CurrentCultureIgnoreCase: return CurrentCultureIgnoreCase;
                case StringComparison.InvariantCulture: return InvariantCulture;
                case StringComparison.InvariantCultureIgnoreCase: return InvariantCultureIgnoreCase;
                case StringComparison.Ordinal: return Ordinal;
                case StringComparison.OrdinalIgnoreCase: return OrdinalIgnoreCase;
            }
            throw new ArgumentException("The string comparison type passed in is currently not supported.", "comparisonType");
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

    // A culture's comparer under invariant globalization: ordinal order,
    // answered as -1, 0 or 1.
    internal sealed class CultureStringComparer : StringComparer
    {
        private readonly bool _ignoreCase;

        internal CultureStringComparer(bool ignoreCase)
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
            return string.Compare(x, y, _ignoreCase ? StringComparison.InvariantCultureIgnoreCase : StringComparison.InvariantCulture);
        }

        public override bool Equals(string x, string y)
        {
            if ((object)x == (object)y)
                return true;
            if (x == null || y == null)
                return false;
            return string.Equals(x, y, _ignoreCase ? StringComparison.InvariantCultureIgnoreCase : StringComparison.InvariantCulture);
        }

        public override int GetHashCode(string obj)
        {
            if (obj == null)
                throw new ArgumentNullException("obj");
            return _ignoreCase ? obj.ToUpperInvariant().GetHashCode() : obj.GetHashCode();
        }
    }
}
