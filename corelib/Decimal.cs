// Decimal.cs - System.Decimal as .NET 8 has it: a 16-byte struct holding a
// 96-bit unsigned integer (_hi:_lo), a scale 0..28 (bits 16-23 of _flags)
// and a sign (bit 31): value = (-1)^sign * integer / 10^scale. Arithmetic
// is exact when the result fits; otherwise it keeps as many digits as fit
// 96 bits (scale at most 28), rounding half to even (Pack), and throws
// OverflowException when even scale 0 does not fit. The frontend maps the
// `decimal` keyword to this struct, its literals to the (lo, mid, hi,
// isNegative, scale) constructor and its operators to the op_ methods
// below (docs/language.md, "decimal"). Integer work is in DecimalWide.cs;
// formatting in Number.cs's shared layout (Number.FormatDecimal).

namespace System
{
    public struct Decimal : IComparable
    {
        private const int SignBit = unchecked((int)0x80000000);
        private const int MaxScale = 28;
        internal const string OverflowText = "Value was either too large or too small for a Decimal.";

        public static readonly decimal Zero = new decimal(0);
        public static readonly decimal One = new decimal(1);
        public static readonly decimal MinusOne = new decimal(-1);
        public static readonly decimal MaxValue = new decimal(-1, -1, -1, false, 0);
        public static readonly decimal MinValue = new decimal(-1, -1, -1, true, 0);

        // 10^0 .. 10^28, each the double nearest it (ToDouble divides by one).
        private static readonly double[] DoublePowers10 = {
            1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14,
            1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22, 1e23, 1e24, 1e25, 1e26, 1e27, 1e28,
        };

        private readonly int _flags;
        private readonly uint _hi;
        private readonly ulong _lo;

        private Decimal(ulong lo, uint hi, int flags)
        {
            _lo = lo;
            _hi = hi;
            _flags = flags;
        }

        public Decimal(int value)
        {
            _hi = 0;
            if (value < 0)
            {
                _flags = SignBit;
                _lo = (ulong)(-(long)value);
            }
            else
            {
                _flags = 0;
                _lo = (ulong)value;
            }
        }

        public Decimal(uint value)
        {
            _hi = 0;
            _flags = 0;
            _lo = value;
        }

        public Decimal(long value)
        {
            _hi = 0;
            if (value < 0)
            {
                _flags = SignBit;
                _lo = 0 - (ulong)value;
            }
            else
            {
                _flags = 0;
                _lo = (ulong)value;
            }
        }

        public Decimal(ulong value)
        {
            _hi = 0;
            _flags = 0;
            _lo = value;
        }

        public Decimal(double value)
        {
            decimal d = FromFloating(value, 15);
            _lo = d._lo;
            _hi = d._hi;
            _flags = d._flags;
        }

        public Decimal(float value)
        {
            decimal d = FromFloating(value, 7);
            _lo = d._lo;
            _hi = d._hi;
            _flags = d._flags;
        }

        public Decimal(int lo, int mid, int hi, bool isNegative, byte scale)
        {
            if (scale > MaxScale)
                throw new ArgumentOutOfRangeException("scale", "Decimal's scale value must be between 0 and 28, inclusive.");
            _lo = ((ulong)(uint)mid << 32) | (uint)lo;
            _hi = (uint)hi;
            _flags = (scale << 16) | (isNegative ? SignBit : 0);
        }

        public Decimal(int[] bits)
        {
            if (bits == null)
                throw new ArgumentNullException("bits");
            int f = bits.Length == 4 ? bits[3] : 0;
            if (bits.Length != 4 || (f & 0x7F00FFFF) != 0 || ((f >> 16) & 0xFF) > MaxScale)
                throw new ArgumentException("Decimal constructor requires an array or span of four valid decimal bytes.");
            _lo = ((ulong)(uint)bits[1] << 32) | (uint)bits[0];
            _hi = (uint)bits[2];
            _flags = f;
        }

        public static int[] GetBits(decimal d)
        {
            int[] bits = new int[4];
            bits[0] = (int)(uint)d._lo;
            bits[1] = (int)(uint)(d._lo >> 32);
            bits[2] = (int)d._hi;
            bits[3] = d._flags;
            return bits;
        }

        public byte Scale { get { return (byte)(_flags >> 16); } }

        internal bool Negative { get { return _flags < 0; } }

        internal bool IsZeroValue { get { return _lo == 0 && _hi == 0; } }

        internal ulong Low64 { get { return _lo; } }

        internal uint High32 { get { return _hi; } }

        internal static uint Pow10Small(int n)
        {
            uint p = 1;
            while (n-- > 0)
                p *= 10;
            return p;
        }

        private static DecimalWide Wide(decimal d)
        {
            DecimalWide w = new DecimalWide();
            w.Load(d._lo, d._hi);
            return w;
        }

        // The decimal nearest w / 10^scale with the given sign: digits are
        // dropped (scale lowered) while the integer passes 96 bits or the
        // scale passes 28, the result rounded half to even (sticky: nonzero
        // digits were already dropped below w). Overflow when scale 0 does
        // not fit.
        private static decimal Pack(ref DecimalWide w, int scale, bool negative, bool sticky)
        {
            while (scale > MaxScale || !w.Fits96)
            {
                if (scale <= 0)
                    throw new OverflowException(OverflowText);
                int drop = scale - MaxScale;
                int byBits = (w.BitLength() - 96) * 3 / 10;
                if (byBits > drop)
                    drop = byBits;
                if (drop > 9)
                    drop = 9;
                if (drop > scale)
                    drop = scale;
                if (drop < 1)
                    drop = 1;
                uint half = 5 * Pow10Small(drop - 1);
                uint rem = w.DivSmall(Pow10Small(drop));
                scale -= drop;
                if (scale <= MaxScale && w.Fits96)
                {
                    if (rem > half || (rem == half && (sticky || (w.U0 & 1) != 0)))
                    {
                        w.Increment();
                        sticky = false;
                        if (!w.Fits96)
                            continue;
                    }
                    break;
                }
                sticky = sticky || rem != 0;
            }
            return new decimal(w.Low64, w.U2, (scale << 16) | (negative ? SignBit : 0));
        }

        // ------------------------------------------------------ arithmetic

        public static decimal Add(decimal d1, decimal d2)
        {
            return AddCore(d1, d2, false);
        }

        public static decimal Subtract(decimal d1, decimal d2)
        {
            return AddCore(d1, d2, true);
        }

        private static decimal AddCore(decimal a, decimal b, bool negateB)
        {
            bool na = a.Negative;
            bool nb = b.Negative != negateB;
            int sa = a.Scale;
            int sb = b.Scale;
            if (sa == sb && na == nb && a._hi == 0 && b._hi == 0 && a._lo < 0x8000000000000000 && b._lo < 0x8000000000000000)
                return new decimal(a._lo + b._lo, 0, (sa << 16) | (na ? SignBit : 0));
            DecimalWide x = Wide(a);
            DecimalWide y = Wide(b);
            int scale = sa;
            if (sa < sb)
            {
                x.MulPow10(sb - sa);
                scale = sb;
            }
            else if (sb < sa)
            {
                y.MulPow10(sa - sb);
            }
            if (na == nb)
            {
                x.Add(ref y);
                return Pack(ref x, scale, na, false);
            }
            int c = x.CompareTo(ref y);
            if (c >= 0)
            {
                x.Sub(ref y);
                return Pack(ref x, scale, na && c != 0, false);
            }
            y.Sub(ref x);
            return Pack(ref y, scale, nb, false);
        }

        public static decimal Multiply(decimal d1, decimal d2)
        {
            bool negative = d1.Negative != d2.Negative;
            int scale = d1.Scale + d2.Scale;
            bool small = d1._hi == 0 && d2._hi == 0 && d1._lo <= 0xFFFFFFFF && d2._lo <= 0xFFFFFFFF;
            if (small && scale <= MaxScale)
                return new decimal(d1._lo * d2._lo, 0, (scale << 16) | (negative ? SignBit : 0));
            if (small && scale > MaxScale + 19)
                return new decimal(0, 0, 0);   // as .NET: a 64-bit product scaled past 10^-47 is 0
            if ((d1.IsZeroValue || d2.IsZeroValue) && (d1._hi | d2._hi | (d1._lo >> 32) | (d2._lo >> 32)) != 0)
                return new decimal(0, 0, 0);   // as .NET: a zero product past 32-bit operands has scale 0
            DecimalWide x = Wide(d1);
            DecimalWide y = Wide(d2);
            DecimalWide p = new DecimalWide();
            p.Multiply(ref x, ref y);
            return Pack(ref p, scale, negative, false);
        }

        // The quotient with as many digits as fit (scale at most 28), ending
        // early where it is exact; never below scale d1.Scale - d2.Scale
        // (nor 0).
        public static decimal Divide(decimal d1, decimal d2)
        {
            if (d2.IsZeroValue)
                throw new DivideByZeroException();
            bool negative = d1.Negative != d2.Negative;
            DecimalWide n = Wide(d1);
            DecimalWide d = Wide(d2);
            DecimalWide q;
            n.DivRem(ref d, out q);
            int scale = d1.Scale - d2.Scale;
            while (scale < 0)
            {
                q.MulAdd(10, NextDigit(ref n, ref d));
                scale++;
                if (!q.Fits96)
                    throw new OverflowException(OverflowText);
            }
            while (!n.IsZero && scale < MaxScale)
            {
                DecimalWide q2 = q;
                q2.MulAdd(10, 0);
                if (!q2.Fits96)
                    break;
                DecimalWide n2 = n;
                uint digit = NextDigit(ref n2, ref d);
                q2.MulAdd(1, digit);
                if (!q2.Fits96)
                    break;
                q = q2;
                n = n2;
                scale++;
            }
            if (!n.IsZero)
            {
                // rounded: the rounding's trailing zeros go (1 / 99.99...99
                // is 0.00...01, not 0.00...0100; 0.5 / MaxValue is 0)
                n.MulAdd(2, 0);
                int c = n.CompareTo(ref d);
                if (c > 0 || (c == 0 && (q.U0 & 1) != 0))
                    q.Increment();
                while (scale > 0 && q.Fits96)
                {
                    DecimalWide t = q;
                    if (t.DivSmall(10) != 0)
                        break;
                    q = t;
                    scale--;
                }
            }
            return Pack(ref q, scale, negative, false);
        }

        // r = r * 10 % d; returns r * 10 / d (a digit, as r < d).
        private static uint NextDigit(ref DecimalWide r, ref DecimalWide d)
        {
            r.MulAdd(10, 0);
            uint digit = 0;
            while (r.CompareTo(ref d) >= 0)
            {
                r.Sub(ref d);
                digit++;
            }
            return digit;
        }

        // d1 - d2 * truncate(d1 / d2), exactly: the sign of d1, the larger
        // scale.
        public static decimal Remainder(decimal d1, decimal d2)
        {
            if (d2.IsZeroValue)
                throw new DivideByZeroException();
            if (Compare(Abs(d1), Abs(d2)) < 0)
                return d1;   // as .NET: |d1| < |d2| gives d1 itself, its scale kept
            DecimalWide x = Wide(d1);
            DecimalWide y = Wide(d2);
            int sa = d1.Scale;
            int sb = d2.Scale;
            int scale = sa;
            if (sa < sb)
            {
                x.MulPow10(sb - sa);
                scale = sb;
            }
            else if (sb < sa)
            {
                y.MulPow10(sa - sb);
            }
            DecimalWide q;
            x.DivRem(ref y, out q);
            return Pack(ref x, scale, d1.Negative, false);
        }

        public static decimal Negate(decimal d)
        {
            return new decimal(d._lo, d._hi, d._flags ^ SignBit);
        }

        public static decimal operator +(decimal d1, decimal d2) { return AddCore(d1, d2, false); }
        public static decimal operator -(decimal d1, decimal d2) { return AddCore(d1, d2, true); }
        public static decimal operator *(decimal d1, decimal d2) { return Multiply(d1, d2); }
        public static decimal operator /(decimal d1, decimal d2) { return Divide(d1, d2); }
        public static decimal operator %(decimal d1, decimal d2) { return Remainder(d1, d2); }
        public static decimal operator -(decimal d) { return new decimal(d._lo, d._hi, d._flags ^ SignBit); }
        public static decimal operator +(decimal d) { return d; }
        public static decimal operator ++(decimal d) { return AddCore(d, One, false); }
        public static decimal operator --(decimal d) { return AddCore(d, One, true); }

        // ------------------------------------------------------ comparison

        public static int Compare(decimal d1, decimal d2)
        {
            bool z1 = d1.IsZeroValue;
            bool z2 = d2.IsZeroValue;
            if (z1 || z2)
            {
                if (z1 && z2)
                    return 0;
                if (z1)
                    return d2.Negative ? 1 : -1;
                return d1.Negative ? -1 : 1;
            }
            if (d1.Negative != d2.Negative)
                return d1.Negative ? -1 : 1;
            int c;
            int s1 = d1.Scale;
            int s2 = d2.Scale;
            if (s1 == s2)
            {
                c = d1._hi != d2._hi ? (d1._hi < d2._hi ? -1 : 1) : d1._lo != d2._lo ? (d1._lo < d2._lo ? -1 : 1) : 0;
            }
            else
            {
                DecimalWide x = Wide(d1);
                DecimalWide y = Wide(d2);
                if (s1 < s2)
                    x.MulPow10(s2 - s1);
                else
                    y.MulPow10(s1 - s2);
                c = x.CompareTo(ref y);
            }
            return d1.Negative ? -c : c;
        }

        public static bool operator ==(decimal d1, decimal d2) { return Compare(d1, d2) == 0; }
        public static bool operator !=(decimal d1, decimal d2) { return Compare(d1, d2) != 0; }
        public static bool operator <(decimal d1, decimal d2) { return Compare(d1, d2) < 0; }
        public static bool operator >(decimal d1, decimal d2) { return Compare(d1, d2) > 0; }
        public static bool operator <=(decimal d1, decimal d2) { return Compare(d1, d2) <= 0; }
        public static bool operator >=(decimal d1, decimal d2) { return Compare(d1, d2) >= 0; }

        public int CompareTo(decimal value)
        {
            return Compare(this, value);
        }

        public int CompareTo(object value)
        {
            if (value == null)
                return 1;
            if (!(value is decimal))
                throw new ArgumentException("Object must be of type Decimal.");
            return Compare(this, (decimal)value);
        }

        public bool Equals(decimal value)
        {
            return Compare(this, value) == 0;
        }

        public override bool Equals(object value)
        {
            return value is decimal && Compare(this, (decimal)value) == 0;
        }

        public static bool Equals(decimal d1, decimal d2)
        {
            return Compare(d1, d2) == 0;
        }

        // Equal values (1.0 and 1.00, 0 and -0) hash alike: the hash is of
        // the value with its trailing zeros removed.
        public override int GetHashCode()
        {
            if (IsZeroValue)
                return 0;
            DecimalWide w = Wide(this);
            int scale = Scale;
            while (scale > 0)
            {
                DecimalWide t = w;
                if (t.DivSmall(10) != 0)
                    break;
                w = t;
                scale--;
            }
            int h = (int)w.U0 ^ (int)(w.U1 * 31) ^ (int)(w.U2 * 961) ^ (scale << 24);
            return Negative ? ~h : h;
        }

        // ----------------------------------------------------- conversions

        // The double or float's value to `digits` significant digits (15 for
        // a double, 7 for a float, as .NET converts), trailing zeros dropped.
        private static decimal FromFloating(double value, int digits)
        {
            if (value != value || value >= 7.9228162514264338E+28 || value <= -7.9228162514264338E+28)
                throw new OverflowException(OverflowText);
            if (value < 5.0487097934144756E-29 && value > -5.0487097934144756E-29)
                return new decimal(0, 0, 0);   // below 2^-94: 0, as .NET
            char[] buf = new char[32];
            int count;
            int exp = Number.DoubleDigits(value, 1, digits, buf, out count);
            while (count > 1 && buf[count - 1] == '0')
                count--;
            DecimalWide w = new DecimalWide();
            for (int i = 0; i < count; i++)
                w.MulAdd(10, (uint)(buf[i] - '0'));
            int scale = count - exp;
            if (scale < 0)
            {
                w.MulPow10(-scale);
                scale = 0;
            }
            if (scale > MaxScale + 20)
                return new decimal(0, 0, 0);
            return Pack(ref w, scale, value < 0, false);
        }

        // The integer part's magnitude; fits64 false when it passes 64 bits.
        private static ulong TruncatedMagnitude(decimal d, out bool fits64)
        {
            DecimalWide w = Wide(d);
            int scale = d.Scale;
            while (scale > 0)
            {
                int k = scale > 9 ? 9 : scale;
                w.DivSmall(Pow10Small(k));
                scale -= k;
            }
            fits64 = w.U2 == 0;
            return w.Low64;
        }

        private static long ToSigned(decimal d, long min, long max, string phrase)
        {
            bool fits;
            ulong m = TruncatedMagnitude(d, out fits);
            if (fits)
            {
                if (d.Negative && m <= (ulong)-(min + 1) + 1)
                    return (long)(0 - m);
                if (!d.Negative && m <= (ulong)max)
                    return (long)m;
            }
            throw new OverflowException("Value was either too large or too small for " + phrase + ".");
        }

        private static ulong ToUnsigned(decimal d, ulong max, string phrase)
        {
            bool fits;
            ulong m = TruncatedMagnitude(d, out fits);
            if (fits && (m == 0 || !d.Negative) && m <= max)
                return m;
            throw new OverflowException("Value was either too large or too small for " + phrase + ".");
        }

        public static int ToInt32(decimal d) { return (int)ToSigned(d, int.MinValue, int.MaxValue, "an Int32"); }
        public static long ToInt64(decimal d) { return ToSigned(d, long.MinValue, long.MaxValue, "an Int64"); }
        public static short ToInt16(decimal d) { return (short)ToSigned(d, short.MinValue, short.MaxValue, "an Int16"); }
        public static sbyte ToSByte(decimal d) { return (sbyte)ToSigned(d, sbyte.MinValue, sbyte.MaxValue, "a signed byte"); }
        public static uint ToUInt32(decimal d) { return (uint)ToUnsigned(d, uint.MaxValue, "a UInt32"); }
        public static ulong ToUInt64(decimal d) { return ToUnsigned(d, ulong.MaxValue, "a UInt64"); }
        public static ushort ToUInt16(decimal d) { return (ushort)ToUnsigned(d, ushort.MaxValue, "a UInt16"); }
        public static byte ToByte(decimal d) { return (byte)ToUnsigned(d, byte.MaxValue, "an unsigned byte"); }

        public static double ToDouble(decimal d)
        {
            double m = (double)d._lo + (double)d._hi * 18446744073709551616.0;
            double r = m / DoublePowers10[d.Scale];
            return d.Negative ? -r : r;
        }

        public static float ToSingle(decimal d)
        {
            return (float)ToDouble(d);
        }

        public static implicit operator decimal(byte value) { return new decimal((uint)value); }
        public static implicit operator decimal(sbyte value) { return new decimal((int)value); }
        public static implicit operator decimal(short value) { return new decimal((int)value); }
        public static implicit operator decimal(ushort value) { return new decimal((uint)value); }
        public static implicit operator decimal(char value) { return new decimal((uint)value); }
        public static implicit operator decimal(int value) { return new decimal(value); }
        public static implicit operator decimal(uint value) { return new decimal(value); }
        public static implicit operator decimal(long value) { return new decimal(value); }
        public static implicit operator decimal(ulong value) { return new decimal(value); }
        public static explicit operator decimal(float value) { return FromFloating(value, 7); }
        public static explicit operator decimal(double value) { return FromFloating(value, 15); }

        public static explicit operator byte(decimal value) { return ToByte(value); }
        public static explicit operator sbyte(decimal value) { return ToSByte(value); }
        public static explicit operator short(decimal value) { return ToInt16(value); }
        public static explicit operator ushort(decimal value) { return ToUInt16(value); }
        public static explicit operator char(decimal value) { return (char)ToUnsigned(value, 65535, "a character"); }
        public static explicit operator int(decimal value) { return ToInt32(value); }
        public static explicit operator uint(decimal value) { return ToUInt32(value); }
        public static explicit operator long(decimal value) { return ToInt64(value); }
        public static explicit operator ulong(decimal value) { return ToUInt64(value); }
        public static explicit operator float(decimal value) { return ToSingle(value); }
        public static explicit operator double(decimal value) { return ToDouble(value); }

        // -------------------------------------------------------- rounding

        // mode: 0 ToEven, 1 AwayFromZero, 2 ToZero, 3 ToNegativeInfinity,
        // 4 ToPositiveInfinity (MidpointRounding's values).
        internal static decimal RoundTo(decimal d, int decimals, int mode)
        {
            if (decimals < 0 || decimals > MaxScale)
                throw new ArgumentOutOfRangeException("decimals", "Decimal can only round to between 0 and 28 digits of precision.");
            int scale = d.Scale;
            if (scale <= decimals)
                return d;
            DecimalWide w = Wide(d);
            bool sticky = false;
            uint last = 0;
            int drop = scale - decimals;
            while (drop > 0)
            {
                int k = drop > 9 ? 9 : drop;
                uint p = Pow10Small(k);
                uint rem = w.DivSmall(p);
                sticky = sticky || last != 0 || rem % (p / 10) != 0;
                last = rem / (p / 10);
                drop -= k;
            }
            bool up;
            bool inexact = last != 0 || sticky;
            switch (mode)
            {
                case 0: up = last > 5 || (last == 5 && (sticky || (w.U0 & 1) != 0)); break;
                case 1: up = last >= 5; break;
                case 2: up = false; break;
                case 3: up = inexact && d.Negative; break;
                default: up = inexact && !d.Negative; break;
            }
            if (up)
                w.Increment();
            return Pack(ref w, decimals, d.Negative, false);
        }

        public static decimal Round(decimal d) { return RoundTo(d, 0, 0); }
        public static decimal Round(decimal d, int decimals) { return RoundTo(d, decimals, 0); }
        public static decimal Round(decimal d, MidpointRounding mode) { return Round(d, 0, mode); }

        public static decimal Round(decimal d, int decimals, MidpointRounding mode)
        {
            if (decimals < 0 || decimals > MaxScale)
                throw new ArgumentOutOfRangeException("decimals", "Decimal can only round to between 0 and 28 digits of precision.");
            Math.CheckMidpointRounding((int)mode);
            return RoundTo(d, decimals, (int)mode);
        }
        public static decimal Truncate(decimal d) { return RoundTo(d, 0, 2); }
        public static decimal Floor(decimal d) { return RoundTo(d, 0, 3); }
        public static decimal Ceiling(decimal d) { return RoundTo(d, 0, 4); }

        public static decimal Abs(decimal d)
        {
            return new decimal(d._lo, d._hi, d._flags & ~SignBit);
        }

        public static decimal Max(decimal d1, decimal d2) { return Compare(d1, d2) >= 0 ? d1 : d2; }
        public static decimal Min(decimal d1, decimal d2) { return Compare(d1, d2) < 0 ? d1 : d2; }

        public static int Sign(decimal d)
        {
            return d.IsZeroValue ? 0 : d.Negative ? -1 : 1;
        }

        public static bool IsNegative(decimal d) { return d.Negative; }
        public static bool IsInteger(decimal d) { return RoundTo(d, 0, 2) == d; }

        // ------------------------------------------------ format and parse

        public override string ToString()
        {
            return Number.FormatDecimal(this, null);
        }

        public string ToString(string format)
        {
            return Number.FormatDecimal(this, format);
        }

        public string ToString(System.Globalization.CultureInfo provider)
        {
            return Number.FormatDecimal(this, null);
        }

        public string ToString(string format, System.Globalization.CultureInfo provider)
        {
            return Number.FormatDecimal(this, format);
        }

        public static decimal Parse(string s, System.Globalization.CultureInfo provider)
        {
            return Parse(s);
        }

        // The digits of the integer, most significant first, trailing zeros
        // kept (they are the scale's: 2.50 prints "2.50").
        internal int Digits(char[] buf)
        {
            DecimalWide w = Wide(this);
            int n = 0;
            while (!w.IsZero)
                buf[n++] = (char)('0' + w.DivSmall(10));
            for (int i = 0, j = n - 1; i < j; i++, j--)
            {
                char t = buf[i];
                buf[i] = buf[j];
                buf[j] = t;
            }
            return n;
        }

        public static decimal Parse(string s)
        {
            decimal d;
            int status = TryParseCore(s, out d);
            if (status != 0)
                throw Number.ParseError(status, s, "a Decimal");
            return d;
        }

        public static bool TryParse(string s, out decimal result)
        {
            return TryParseCore(s, out result) == 0;
        }

        private static bool IsWhite(char c)
        {
            return c == ' ' || (c >= '\t' && c <= '\r');
        }

        // .NET's NumberStyles.Number with the invariant culture: white space
        // around, a leading or trailing sign, ',' group separators in the
        // integer part, one '.'. 0 parsed, 1 format error, 2 overflow.
        internal static int TryParseCore(string s, out decimal result)
        {
            result = new decimal(0, 0, 0);
            if (s == null)
                return 1;
            int i = 0;
            int end = s.Length;
            while (i < end && IsWhite(s[i]))
                i++;
            while (end > i && IsWhite(s[end - 1]))
                end--;
            bool negative = false;
            bool signed = false;
            if (i < end && (s[i] == '-' || s[i] == '+'))
            {
                negative = s[i] == '-';
                signed = true;
                i++;
            }
            else if (end > i && (s[end - 1] == '-' || s[end - 1] == '+'))
            {
                negative = s[end - 1] == '-';
                signed = true;
                end--;
                while (end > i && IsWhite(s[end - 1]))
                    end--;
            }
            DecimalWide w = new DecimalWide();
            int digits = 0;
            int significant = 0;
            int scale = 0;
            int intExtra = 0;
            bool point = false;
            bool sticky = false;
            for (; i < end; i++)
            {
                char c = s[i];
                if (c >= '0' && c <= '9')
                {
                    digits++;
                    if (significant == 0 && c == '0')
                    {
                        if (point)
                            scale++;
                        continue;
                    }
                    if (significant < 50)
                    {
                        w.MulAdd(10, (uint)(c - '0'));
                        significant++;
                        if (point)
                            scale++;
                    }
                    else if (point)
                    {
                        sticky = sticky || c != '0';
                    }
                    else
                    {
                        intExtra++;
                    }
                }
                else if (c == '.' && !point)
                {
                    point = true;
                }
                else if (c == ',' && !point && digits > 0)
                {
                }
                else
                {
                    return 1;
                }
            }
            if (digits == 0)
                return 1;
            if (intExtra > 0)
                return 2;
            if (scale > MaxScale + 60)
            {
                result = new decimal(0, 0, (MaxScale << 16) | (negative ? SignBit : 0));
                return 0;
            }
            try
            {
                result = Pack(ref w, scale, negative, sticky);
            }
            catch (OverflowException)
            {
                return 2;
            }
            return 0;
        }
    }
}
