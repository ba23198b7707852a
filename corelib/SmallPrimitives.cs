// SmallPrimitives.cs - the classes of sbyte (System.SByte), short
// (System.Int16), ushort (System.UInt16) and float (System.Single), as
// Primitives.cs holds the others: the static members a value's `x.M()`
// compiles to, and the box's one field with the Object overrides, so a boxed
// value prints, compares and hashes as .NET's (docs/valuetypes.md).
// A float formats as .NET 8 does: ToString() gives the shortest digits that
// round-trip as a float (0.1f is "0.1"), in fixed notation up to 9 integer
// digits; the standard and custom formats round the float's exact value
// (Number.FormatFloating with single).
using System.Runtime.CompilerServices;

namespace System
{
    public sealed class SByte : ValueType, IComparable
    {
        private sbyte m_value;

        public override string ToString() { return ToString(m_value); }

        public override bool Equals(object obj) { return obj is sbyte && Equals(m_value, (sbyte)obj); }

        public override int GetHashCode() { return GetHashCode(m_value); }

        public const sbyte MaxValue = 127;
        public const sbyte MinValue = -128;

        public static sbyte Parse(string s)
        {
            ulong bits;
            int status = Number.ParseRange(s, 128, 127, out bits);
            if (status != 0)
                throw Number.ParseError(status, s, "a signed byte");
            return (sbyte)bits;
        }

        public static bool TryParse(string s, out sbyte result)
        {
            ulong bits;
            bool ok = Number.ParseRange(s, 128, 127, out bits) == 0;
            result = ok ? (sbyte)bits : (sbyte)0;
            return ok;
        }

        public static string ToString(sbyte value) { return Int32.ToString((int)value); }

        // X and B show the byte's own bits: (-1).ToString("X") is "FF".
        public static string ToString(sbyte value, System.Globalization.CultureInfo provider)
        {
            return ToString(value);
        }

        public static string ToString(sbyte value, string format, System.Globalization.CultureInfo provider)
        {
            return ToString(value, format);
        }

        public static sbyte Parse(string s, System.Globalization.CultureInfo provider)
        {
            return Parse(s);
        }

        public static string ToString(sbyte value, string format)
        {
            return Number.FormatInteger(value < 0 ? (ulong)(-(int)value) : (ulong)value, value < 0, (byte)value, format);
        }

        public static int GetHashCode(sbyte value) { return (int)value ^ ((int)value << 8); }

        public static bool Equals(sbyte a, sbyte b) { return a == b; }

        // A box as System.IComparable, and x.CompareTo(object): null is less
        // than any value, another type is .NET's ArgumentException.
        int IComparable.CompareTo(object obj)
        {
            return CompareTo(m_value, obj);
        }

        public static int CompareTo(sbyte value, object obj)
        {
            if (obj == null)
                return 1;
            if (!(obj is sbyte))
                throw new ArgumentException("Object must be of type SByte.");
            return CompareTo(value, (sbyte)obj);
        }

        public static int CompareTo(sbyte a, sbyte b) { return a - b; }
    }

    public sealed class Int16 : ValueType, IComparable
    {
        private short m_value;

        public override string ToString() { return ToString(m_value); }

        public override bool Equals(object obj) { return obj is short && Equals(m_value, (short)obj); }

        public override int GetHashCode() { return GetHashCode(m_value); }

        public const short MaxValue = 32767;
        public const short MinValue = -32768;

        public static short Parse(string s)
        {
            ulong bits;
            int status = Number.ParseRange(s, 32768, 32767, out bits);
            if (status != 0)
                throw Number.ParseError(status, s, "an Int16");
            return (short)bits;
        }

        public static bool TryParse(string s, out short result)
        {
            ulong bits;
            bool ok = Number.ParseRange(s, 32768, 32767, out bits) == 0;
            result = ok ? (short)bits : (short)0;
            return ok;
        }

        public static string ToString(short value) { return Int32.ToString((int)value); }

        public static string ToString(short value, System.Globalization.CultureInfo provider)
        {
            return ToString(value);
        }

        public static string ToString(short value, string format, System.Globalization.CultureInfo provider)
        {
            return ToString(value, format);
        }

        public static short Parse(string s, System.Globalization.CultureInfo provider)
        {
            return Parse(s);
        }

        public static string ToString(short value, string format)
        {
            return Number.FormatInteger(value < 0 ? (ulong)(-(int)value) : (ulong)value, value < 0, (ushort)value, format);
        }

        public static int GetHashCode(short value) { return (int)(ushort)value | ((int)value << 16); }

        public static bool Equals(short a, short b) { return a == b; }

        // A box as System.IComparable, and x.CompareTo(object): null is less
        // than any value, another type is .NET's ArgumentException.
        int IComparable.CompareTo(object obj)
        {
            return CompareTo(m_value, obj);
        }

        public static int CompareTo(short value, object obj)
        {
            if (obj == null)
                return 1;
            if (!(obj is short))
                throw new ArgumentException("Object must be of type Int16.");
            return CompareTo(value, (short)obj);
        }

        public static int CompareTo(short a, short b) { return a - b; }
    }

    public sealed class UInt16 : ValueType, IComparable
    {
        private ushort m_value;

        public override string ToString() { return ToString(m_value); }

        public override bool Equals(object obj) { return obj is ushort && Equals(m_value, (ushort)obj); }

        public override int GetHashCode() { return GetHashCode(m_value); }

        public const ushort MaxValue = 65535;
        public const ushort MinValue = 0;

        public static ushort Parse(string s)
        {
            ulong bits;
            int status = Number.ParseRange(s, 0, 65535, out bits);
            if (status != 0)
                throw Number.ParseError(status, s, "a UInt16");
            return (ushort)bits;
        }

        public static bool TryParse(string s, out ushort result)
        {
            ulong bits;
            bool ok = Number.ParseRange(s, 0, 65535, out bits) == 0;
            result = ok ? (ushort)bits : (ushort)0;
            return ok;
        }

        public static string ToString(ushort value) { return Int32.ToString((int)value); }

        public static string ToString(ushort value, System.Globalization.CultureInfo provider)
        {
            return ToString(value);
        }

        public static string ToString(ushort value, string format, System.Globalization.CultureInfo provider)
        {
            return ToString(value, format);
        }

        public static ushort Parse(string s, System.Globalization.CultureInfo provider)
        {
            return Parse(s);
        }

        public static string ToString(ushort value, string format)
        {
            return Number.FormatInteger(value, false, value, format);
        }

        public static int GetHashCode(ushort value) { return (int)value; }

        public static bool Equals(ushort a, ushort b) { return a == b; }

        // A box as System.IComparable, and x.CompareTo(object): null is less
        // than any value, another type is .NET's ArgumentException.
        int IComparable.CompareTo(object obj)
        {
            return CompareTo(m_value, obj);
        }

        public static int CompareTo(ushort value, object obj)
        {
            if (obj == null)
                return 1;
            if (!(obj is ushort))
                throw new ArgumentException("Object must be of type UInt16.");
            return CompareTo(value, (ushort)obj);
        }

        public static int CompareTo(ushort a, ushort b) { return a - b; }
    }

    public sealed class Single : ValueType, IComparable
    {
        private float m_value;

        public override string ToString() { return ToString(m_value); }

        public override bool Equals(object obj) { return obj is float && Equals(m_value, (float)obj); }

        public override int GetHashCode() { return GetHashCode(m_value); }

        public const float MinValue = -3.40282347E+38f;
        public const float MaxValue = 3.40282347E+38f;
        public const float Epsilon = 1.401298E-45f;
        public const float NaN = 0.0f / 0.0f;
        public const float PositiveInfinity = 1.0f / 0.0f;
        public const float NegativeInfinity = -1.0f / 0.0f;

        public static float Parse(string s)
        {
            float f;
            int status = Number.ParseSingle(s, out f);
            if (status != 0)
                throw Number.ParseError(status, s, "a Single");
            return f;
        }

        public static bool TryParse(string s, out float result)
        {
            return Number.ParseSingle(s, out result) == 0;
        }

        public static bool IsNaN(float f) { return f != f; }

        public static bool IsInfinity(float f) { return f == 1.0f / 0.0f || f == -1.0f / 0.0f; }

        public static bool IsPositiveInfinity(float f) { return f == 1.0f / 0.0f; }

        public static bool IsNegativeInfinity(float f) { return f == -1.0f / 0.0f; }

        public static bool IsFinite(float f) { return f - f == 0; }

        public static bool IsNegative(float f) { return f < 0 || (f == 0 && 1.0f / f < 0); }

        public static string ToString(float value) { return Number.FormatFloating(value, null, true); }

        public static string ToString(float value, System.Globalization.CultureInfo provider)
        {
            return ToString(value);
        }

        public static string ToString(float value, string format, System.Globalization.CultureInfo provider)
        {
            return ToString(value, format);
        }

        public static float Parse(string s, System.Globalization.CultureInfo provider)
        {
            return Parse(s);
        }

        public static string ToString(float value, string format)
        {
            return Number.FormatFloating(value, format, true);
        }

        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern int GetHashCode(float value);

        public static bool Equals(float a, float b) { return a == b || (a != a && b != b); }

        // A box as System.IComparable, and x.CompareTo(object): null is less
        // than any value, another type is .NET's ArgumentException.
        int IComparable.CompareTo(object obj)
        {
            return CompareTo(m_value, obj);
        }

        public static int CompareTo(float value, object obj)
        {
            if (obj == null)
                return 1;
            if (!(obj is float))
                throw new ArgumentException("Object must be of type Single.");
            return CompareTo(value, (float)obj);
        }

        // x.CompareTo(y) and IComparable<float>: double's order (a float
        // widens exactly, NaN stays NaN): NaN first, equal to itself
        public static int CompareTo(float value, float other)
        {
            return Double.CompareTo((double)value, (double)other);
        }
    }
}
