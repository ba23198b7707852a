// Enum.cs - System.Enum, and what an enum's ToString(format) and
// Enum.GetNames<E>, GetValues<E>, Parse<E> and IsDefined<E> do, over the
// tables the frontend passes for E (frontend/bind_enum.c): its member names
// and values sorted by value as unsigned (.NET's order), and whether E is
// [Flags]. The values are longs, each its underlying value sign- or
// zero-extended; `kind` names the underlying type as the module's
// KMOD_TYPE_ENUM_BASE does (0 int, 1 sbyte, 2 byte, 3 short, 4 ushort, 5
// uint, 6 long, 7 ulong): it sets the width of X and the sign of D.
namespace System
{
    // The base class of every enum type (E -> Enum -> ValueType -> Object): a boxed
    // enum converts to Enum, `o is Enum` tests for one, and the members
    // below work on any box through the two abstract methods each enum
    // overrides (the frontend writes them, frontend/sema_value.c). The
    // static members programs write (Enum.Parse<E>) are bound by the
    // frontend to EnumTables with E's tables (bind_enum.c). A value of an
    // enum type is its underlying integer; only its box is an Enum.
    public abstract class Enum : ValueType, IComparable
    {
        private Enum()
        {
        }

        // The value, sign- or zero-extended from the underlying type, and
        // that type as EnumTables' kind.
        internal abstract long RawValue(out int kind);

        // The member names sorted by value as unsigned, their values, and
        // whether the enum is [Flags] (bind_enum.c's tables).
        internal abstract string[] RawTables(out long[] values, out bool flags);

        // .NET compares the exact types: two enums with equal values differ.
        private bool SameType(Enum other)
        {
            return Object.GetTypeName(other) == Object.GetTypeName(this);
        }

        public bool HasFlag(Enum flag)
        {
            if (flag == null)
                throw new ArgumentNullException("flag");
            if (!SameType(flag))
                throw new ArgumentException("The argument type, '" + Object.GetTypeName(flag) +
                                            "', is not the same as the enum type '" + Object.GetTypeName(this) + "'.");
            int kind;
            long f = flag.RawValue(out kind);
            return (RawValue(out kind) & f) == f;
        }

        // null is less; a box of another type is .NET's ArgumentException.
        public int CompareTo(object target)
        {
            if (target == null)
                return 1;
            Enum other = target as Enum;
            if (other == null || !SameType(other))
                throw EnumTables.CompareTypeError(target, this);
            int kind;
            long a = RawValue(out kind);
            return EnumTables.CompareTo(a, other.RawValue(out kind), kind);
        }

        public string ToString(string format)
        {
            long[] values;
            bool flags;
            string[] names = RawTables(out values, out flags);
            int kind;
            long v = RawValue(out kind);
            return EnumTables.Format(names, values, flags, v, format, kind);
        }

        // Enum.GetName(t, v) with t a Type known at run time: v must be a
        // box of that enum (the frontend refuses other static types).
        public static string GetName(Type enumType, object value)
        {
            Enum e = CheckBox(enumType, value);
            long[] values;
            bool flags;
            string[] names = e.RawTables(out values, out flags);
            int kind;
            return EnumTables.GetName(names, values, e.RawValue(out kind));
        }

        public static bool IsDefined(Type enumType, object value)
        {
            return GetName(enumType, value) != null;
        }

        private static Enum CheckBox(Type enumType, object value)
        {
            if ((object)enumType == null)
                throw new ArgumentNullException("enumType");
            if (!enumType.IsEnum)
                throw new ArgumentException("Type provided must be an Enum.", "enumType");
            if (value == null)
                throw new ArgumentNullException("value");
            Enum e = value as Enum;
            if (e == null || Object.GetTypeName(e) != enumType.ToString())
                throw new ArgumentException("Object must be the same type as the enum. The type passed in was '" +
                                            Object.GetTypeName(value) + "'; the enum type was '" + enumType + "'.");
            return e;
        }
    }

    // Internal: user code cannot name it (the verifier checks the members'
    // access, which is public for the frontend's calls).
    internal static class EnumTables
    {
        // G (or no format): the name, or for [Flags] the names of the
        // members that make the value; D the number; X two hex digits per
        // byte of the underlying type; F the flags form even without
        // [Flags]. Case does not matter.
        public static string Format(string[] names, long[] values, bool flags, long value, string format, int kind)
        {
            if (format == null || format.Length == 0)
                return Name(names, values, flags, value, kind);
            if (format.Length == 1)
            {
                switch (format[0])
                {
                    case 'G':
                    case 'g':
                        return Name(names, values, flags, value, kind);
                    case 'D':
                    case 'd':
                        return Number(value, kind);
                    case 'X':
                    case 'x':
                        int digits = kind == 1 || kind == 2 ? 2 : kind == 3 || kind == 4 ? 4 : kind == 6 || kind == 7 ? 16 : 8;
                        return ((ulong)value).ToString("X16").Substring(16 - digits);
                    case 'F':
                    case 'f':
                        return Name(names, values, true, value, kind);
                }
            }
            throw new FormatException("Format string can be only \"G\", \"g\", \"X\", \"x\", \"F\", \"f\", \"D\" or \"d\".");
        }

        private static string Number(long value, int kind)
        {
            return kind == 7 ? ((ulong)value).ToString() : value.ToString();
        }

        private static string Name(string[] names, long[] values, bool flags, long value, int kind)
        {
            for (int i = 0; i < values.Length; i++)
                if (values[i] == value)
                    return names[i];
            if (!flags || value == 0)
                return Number(value, kind);
            string result = null;
            long rest = value;
            for (int i = values.Length - 1; i >= 0; i--)
            {
                long v = values[i];
                if (v != 0 && (rest & v) == v)
                {
                    rest &= ~v;
                    result = result == null ? names[i] : names[i] + ", " + result;
                }
            }
            return rest != 0 || result == null ? Number(value, kind) : result;
        }

        // Enum.IsDefined(typeof(E), "Name"): a member's name (case matters).
        public static bool IsDefinedName(string[] names, string name)
        {
            if (name == null)
                throw new ArgumentNullException("value");
            for (int i = 0; i < names.Length; i++)
                if (names[i] == name)
                    return true;
            return false;
        }

        // e.HasFlag(flag): every bit of flag is set in e.
        public static bool HasFlag(long value, long flag)
        {
            return (value & flag) == flag;
        }

        // e.CompareTo(x) of one enum type: -1, 0 or 1 by the underlying
        // values (ulong as unsigned; the others are extended, so long's
        // order is theirs).
        public static int CompareTo(long value, long other, int kind)
        {
            if (kind == 7)
                return ((ulong)value).CompareTo((ulong)other);
            return value.CompareTo(other);
        }

        // IComparable.CompareTo(object) on a box of an enum (the frontend
        // gives each enum one, sema_value.c) with obj not a box of the same
        // enum: .NET's exception, naming both types (self: a box of the value).
        public static Exception CompareTypeError(object obj, object self)
        {
            return new ArgumentException("Object must be the same type as the enum. The type passed in was '" +
                                         Object.GetTypeName(obj) + "'; the enum type was '" +
                                         Object.GetTypeName(self) + "'.");
        }

        // Enum.GetValues(typeof(T)) and the other typeof forms in a generic
        // instance whose T is no enum.
        public static void NotEnum()
        {
            throw new ArgumentException("Type provided must be an Enum.", "enumType");
        }

        // Enum.GetName: the name of a member with that value, or null (no
        // flags form).
        public static string GetName(string[] names, long[] values, long value)
        {
            for (int i = 0; i < values.Length; i++)
                if (values[i] == value)
                    return names[i];
            return null;
        }

        public static bool IsDefined(long[] values, long value)
        {
            for (int i = 0; i < values.Length; i++)
                if (values[i] == value)
                    return true;
            return false;
        }

        // .NET's Enum.Parse: white space around; a name, or names separated
        // by commas (their values or'ed), or a number; with ignoreCase the
        // names compare case-insensitively (ordinal).
        public static long Parse(string[] names, long[] values, string value, bool ignoreCase)
        {
            if (value == null)
                throw new ArgumentNullException("value");
            long result;
            int status = TryParseValue(names, values, value, ignoreCase, out result);
            if (status == 1)
                throw new ArgumentException("Must specify valid information for parsing in the string.", "value");
            if (status == 2)
                throw new ArgumentException("Requested value '" + value + "' was not found.");
            return result;
        }

        // 0 parsed, 1 empty or white space, 2 a name not found.
        public static bool TryParse(string[] names, long[] values, string value, bool ignoreCase, out long result)
        {
            if (value == null)
            {
                result = 0;
                return false;
            }
            bool ok = TryParseValue(names, values, value, ignoreCase, out result) == 0;
            if (!ok)
                result = 0;
            return ok;
        }

        private static int TryParseValue(string[] names, long[] values, string value, bool ignoreCase, out long result)
        {
            result = 0;
            string s = value.Trim();
            if (s.Length == 0)
                return 1;
            char c = s[0];
            if ((c >= '0' && c <= '9') || c == '-' || c == '+')
            {
                long n;
                if (long.TryParse(s, out n))
                {
                    result = n;
                    return 0;
                }
                return 2;
            }
            string[] parts = s.Split(',');
            long acc = 0;
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
