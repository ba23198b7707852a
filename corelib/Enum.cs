// Enum.cs - System.Enum, and what an enum's ToString(format) and
// Enum.GetNames<E>, GetValues<E>, Parse<E> and IsDefined<E> do, over the
// tables the frontend passes for E (frontend/bind_enum.c): its member names
// and values sorted by value as unsigned (.NET's order), and whether E is
// [Flags]. Kiln's enums are int-based, so values are ints.
namespace System
{
    // The name programs write (Enum.Parse<E>); the frontend binds its
    // members to EnumTables. No instance exists and no class derives from
    // it (an enum's parent is Object in Kiln).
    public abstract class Enum
    {
        private Enum()
        {
        }
    }

    // Internal: user code cannot name it (the verifier checks the members'
    // access, which is public for the frontend's calls).
    internal static class EnumTables
    {
        // G (or no format): the name, or for [Flags] the names of the
        // members that make the value; D the number; X eight hex digits; F
        // the flags form even without [Flags]. Case does not matter.
        public static string Format(string[] names, int[] values, bool flags, int value, string format)
        {
            if (format == null || format.Length == 0)
                return Name(names, values, flags, value);
            if (format.Length == 1)
            {
                switch (format[0])
                {
                    case 'G':
                    case 'g':
                        return Name(names, values, flags, value);
                    case 'D':
                    case 'd':
                        return value.ToString();
                    case 'X':
                    case 'x':
                        return value.ToString("X8");
                    case 'F':
                    case 'f':
                        return Name(names, values, true, value);
                }
            }
            throw new FormatException("Format string can be only \"G\", \"g\", \"X\", \"x\", \"F\", \"f\", \"D\" or \"d\".");
        }

        private static string Name(string[] names, int[] values, bool flags, int value)
        {
            for (int i = 0; i < values.Length; i++)
                if (values[i] == value)
                    return names[i];
            if (!flags || value == 0)
                return value.ToString();
            string result = null;
            int rest = value;
            for (int i = values.Length - 1; i >= 0; i--)
            {
                int v = values[i];
                if (v != 0 && (rest & v) == v)
                {
                    rest &= ~v;
                    result = result == null ? names[i] : names[i] + ", " + result;
                }
            }
            return rest != 0 || result == null ? value.ToString() : result;
        }

        public static bool IsDefined(int[] values, int value)
        {
            for (int i = 0; i < values.Length; i++)
                if (values[i] == value)
                    return true;
            return false;
        }

        // .NET's Enum.Parse: white space around; a name, or names separated
        // by commas (their values or'ed), or a number; with ignoreCase the
        // names compare case-insensitively (ordinal).
        public static int Parse(string[] names, int[] values, string value, bool ignoreCase)
        {
            if (value == null)
                throw new ArgumentNullException("value");
            int result;
            int status = TryParseValue(names, values, value, ignoreCase, out result);
            if (status == 1)
                throw new ArgumentException("Must specify valid information for parsing in the string.", "value");
            if (status == 2)
                throw new ArgumentException("Requested value '" + value + "' was not found.");
            return result;
        }

        // 0 parsed, 1 empty or white space, 2 a name not found.
        private static int TryParseValue(string[] names, int[] values, string value, bool ignoreCase, out int result)
        {
            result = 0;
            string s = value.Trim();
            if (s.Length == 0)
                return 1;
            char c = s[0];
            if ((c >= '0' && c <= '9') || c == '-' || c == '+')
            {
                int n;
                if (int.TryParse(s, out n))
                {
                    result = n;
                    return 0;
                }
                return 2;
            }
            string[] parts = s.Split(',');
            int acc = 0;
            for (int p = 0; p < parts.Length; p++)
            {
                string part = parts[p].Trim();
                int k = -1;
                for (int i = 0; i < names.Length && k < 0; i++)
                    if (ignoreCase ? string.Equals(names[i], part, StringComparison.OrdinalIgnoreCase) : names[i] == part)
                        k = i;
                if (k < 0)
                    return 2;
                acc |= values[k];
            }
            result = acc;
            return 0;
        }
    }
}
