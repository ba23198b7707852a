// CultureInfo.cs - System.Globalization.CultureInfo: the invariant culture
// only. Kiln formats and parses numbers, dates and strings as .NET's
// invariant culture does, and that is also its current culture, so
// CultureInfo.InvariantCulture and CultureInfo.CurrentCulture are one
// object and the overloads that take a culture (x.ToString("F2",
// CultureInfo.InvariantCulture), double.Parse(s, CultureInfo.InvariantCulture),
// string.Format(culture, ...)) do what the overloads without one do. No
// other culture can be made (no constructor from a name), so a program that
// needs one is a compile error naming the member, never a wrong output.
// The culture overloads take a CultureInfo, not any IFormatProvider, for
// the same reason: a provider of the program's own (an ICustomFormatter)
// would change what .NET prints.
namespace System.Globalization
{
    public sealed class CultureInfo : IFormatProvider
    {
        private static readonly CultureInfo invariant = new CultureInfo();

        private CultureInfo()
        {
        }

        public static CultureInfo InvariantCulture
        {
            get { return invariant; }
        }

        // Setting the current culture to the invariant one (the only value
        // there is) is what benchmark programs do before printing numbers.
        public static CultureInfo CurrentCulture
        {
            get { return invariant; }
            set
            {
                if (value == null)
                    throw new ArgumentNullException("value");
            }
        }

        public static CultureInfo CurrentUICulture
        {
            get { return invariant; }
            set
            {
                if (value == null)
                    throw new ArgumentNullException("value");
            }
        }

        public static CultureInfo DefaultThreadCurrentCulture
        {
            get { return null; }
            set { }
        }

        public string Name
        {
            get { return ""; }
        }

        public string TwoLetterISOLanguageName
        {
            get { return "iv"; }
        }

        public string DisplayName
        {
            get { return "Invariant Language (Invariant Country)"; }
        }

        public string EnglishName
        {
            get { return "Invariant Language (Invariant Country)"; }
        }

        public bool IsReadOnly
        {
            get { return true; }
        }

        public override string ToString()
        {
            return "";
        }
    }
}
