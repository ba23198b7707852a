// generic source
// BigInteger.cs - System.Numerics.BigInteger: an integer of any size, with
// .NET 8's arithmetic, conversions, messages and formats. Not generic, but
// kept as source like the generic definitions (the line above,
// docs/generics.md): only the programs naming BigInteger compile it (in the
// corelib proper its tables cost hello 95 K instructions of 3.2 M; as
// source, the module's checksum over its bytes, 23 K). Being compiled into
// the program, it cannot call the corelib's internals (Number.cs's layout),
// so it lays out its own formats.
//
// A value is a sign (-1, 0, 1) and a magnitude of 32-bit words, least
// significant first. Invariants: the magnitude has no high zero word, and
// zero is sign 0 with no array (so default(BigInteger) is zero); a value
// never changes its array once made (arrays are shared between copies).
// Word arithmetic carries in ulong. Division truncates towards zero and the
// remainder takes the dividend's sign, as C#'s integers; the bitwise
// operators and >> act on the infinite two's complement form.
using System;

namespace System.Numerics
{
    public readonly struct BigInteger : IComparable, IComparable<BigInteger>, IEquatable<BigInteger>, IFormattable
    {
        private const uint Billion = 1000000000u;

        private readonly int _sign;
        private readonly uint[] _mag;

        // mag is kept as it is: the caller made it and gives it up.
        private BigInteger(int sign, uint[] mag)
        {
            _sign = sign;
            _mag = mag;
        }

        public BigInteger(int value)
        {
            _sign = value < 0 ? -1 : value > 0 ? 1 : 0;
            _mag = value == 0 ? null : new uint[] { value < 0 ? (uint)(-(long)value) : (uint)value };
        }

        public BigInteger(uint value)
        {
            _sign = value == 0 ? 0 : 1;
            _mag = value == 0 ? null : new uint[] { value };
        }

        public BigInteger(long value)
        {
            _sign = value < 0 ? -1 : value > 0 ? 1 : 0;
            _mag = MagOf(value < 0 ? (ulong)(-(value + 1)) + 1 : (ulong)value);
        }

        public BigInteger(ulong value)
        {
            _sign = value == 0 ? 0 : 1;
            _mag = MagOf(value);
        }

        public BigInteger(double value)
        {
            BigInteger v = FromDouble(value);
            _sign = v._sign;
            _mag = v._mag;
        }

        public BigInteger(float value)
        {
            BigInteger v = FromDouble(value);
            _sign = v._sign;
            _mag = v._mag;
        }

        public BigInteger(decimal value)
        {
            int[] bits = decimal.GetBits(decimal.Truncate(value));
            uint[] mag = new uint[] { (uint)bits[0], (uint)bits[1], (uint)bits[2] };
            int len = Trimmed(mag, 3);
            _sign = len == 0 ? 0 : bits[3] < 0 ? -1 : 1;
            _mag = len == 0 ? null : Resized(mag, len);
        }

        // Little-endian two's complement bytes, as ToByteArray writes them.
        public BigInteger(byte[] value)
        {
            if (value == null)
                throw new ArgumentNullException("value");
            int n = value.Length;
            bool negative = n > 0 && (value[n - 1] & 0x80) != 0;
            uint[] w = new uint[(n + 3) / 4 + 1];
            for (int i = 0; i < w.Length * 4; i++)
            {
                uint b = i < n ? value[i] : negative ? 0xFFu : 0u;
                w[i / 4] |= b << (8 * (i % 4));
            }
            BigInteger v = FromTwos(w);
            _sign = v._sign;
            _mag = v._mag;
        }

        private static uint[] MagOf(ulong m)
        {
            if (m == 0)
                return null;
            if (m <= uint.MaxValue)
                return new uint[] { (uint)m };
            return new uint[] { (uint)m, (uint)(m >> 32) };
        }

        // The value of sign and mag[0..len), len trimmed of high zero words.
        private static BigInteger Make(int sign, uint[] mag, int len)
        {
            len = Trimmed(mag, len);
            if (len == 0)
                return new BigInteger(0, null);
            return new BigInteger(sign, Resized(mag, len));
        }

        private static int Trimmed(uint[] mag, int len)
        {
            while (len > 0 && mag[len - 1] == 0)
                len--;
            return len;
        }

        private static uint[] Resized(uint[] a, int len)
        {
            return a.Length == len ? a : Copied(a, len);
        }

        private static uint[] Copied(uint[] a, int len)
        {
            uint[] r = new uint[len];
            for (int i = 0; i < len && i < a.Length; i++)
                r[i] = a[i];
            return r;
        }

        private static BigInteger FromDouble(double value)
        {
            if (double.IsNaN(value))
                throw new OverflowException("The value is not a number.");
            if (double.IsInfinity(value))
                throw new OverflowException("BigInteger cannot represent infinity.");
            double t = Math.Truncate(value);
            if (t > -9.2e18 && t < 9.2e18)
                return new BigInteger((long)t);
            long bits = BitConverter.DoubleToInt64Bits(t);
            int exp = (int)((bits >> 52) & 0x7FF) - 1075;
            ulong man = ((ulong)bits & 0xFFFFFFFFFFFFFUL) | (1UL << 52);
            BigInteger m = new BigInteger(man) << exp;
            return bits < 0 ? -m : m;
        }

        // ------------------------------------------------------- properties

        public static BigInteger Zero { get { return new BigInteger(0, null); } }
        public static BigInteger One { get { return new BigInteger(1); } }
        public static BigInteger MinusOne { get { return new BigInteger(-1); } }

        public bool IsZero { get { return _sign == 0; } }
        public bool IsOne { get { return _sign == 1 && _mag.Length == 1 && _mag[0] == 1; } }
        public bool IsEven { get { return _sign == 0 || (_mag[0] & 1) == 0; } }
        public int Sign { get { return _sign; } }

        public bool IsPowerOfTwo
        {
            get
            {
                if (_sign <= 0)
                    return false;
                int top = _mag.Length - 1;
                for (int i = 0; i < top; i++)
                    if (_mag[i] != 0)
                        return false;
                return (_mag[top] & (_mag[top] - 1)) == 0;
            }
        }

        // The bits of the shortest two's complement form, less its sign bit.
        public long GetBitLength()
        {
            if (_sign == 0)
                return 0;
            uint[] m = _sign > 0 ? _mag : SubMag(_mag, new uint[] { 1 });
            int len = Trimmed(m, m.Length);
            if (len == 0)
                return 0;
            return (long)(len - 1) * 32 + (32 - LeadingZeros(m[len - 1]));
        }

        // -------------------------------------------------- magnitude words

        private static int CompareMag(uint[] a, uint[] b)
        {
            if (a.Length != b.Length)
                return a.Length < b.Length ? -1 : 1;
            for (int i = a.Length - 1; i >= 0; i--)
                if (a[i] != b[i])
                    return a[i] < b[i] ? -1 : 1;
            return 0;
        }

        private static uint[] AddMag(uint[] a, uint[] b)
        {
            if (a.Length < b.Length)
            {
                uint[] t = a;
                a = b;
                b = t;
            }
            uint[] r = new uint[a.Length + 1];
            ulong carry = 0;
            for (int i = 0; i < a.Length; i++)
            {
                ulong s = (ulong)a[i] + (i < b.Length ? b[i] : 0u) + carry;
                r[i] = (uint)s;
                carry = s >> 32;
            }
            r[a.Length] = (uint)carry;
            return r;
        }

        // a - b for a >= b.
        private static uint[] SubMag(uint[] a, uint[] b)
        {
            uint[] r = new uint[a.Length];
            long borrow = 0;
            for (int i = 0; i < a.Length; i++)
            {
                long d = (long)a[i] - (i < b.Length ? (long)b[i] : 0L) - borrow;
                r[i] = (uint)d;
                borrow = d < 0 ? 1 : 0;
            }
            return r;
        }

        private static uint[] MulMag(uint[] a, uint[] b)
        {
            uint[] r = new uint[a.Length + b.Length];
            for (int i = 0; i < a.Length; i++)
            {
                ulong ai = a[i];
                if (ai == 0)
                    continue;
                ulong carry = 0;
                for (int j = 0; j < b.Length; j++)
                {
                    ulong t = ai * b[j] + r[i + j] + carry;
                    r[i + j] = (uint)t;
                    carry = t >> 32;
                }
                r[i + b.Length] = (uint)carry;
            }
            return r;
        }

        // Divides a[0..len) by d in place; returns the remainder.
        private static uint DivWordInPlace(uint[] a, int len, uint d)
        {
            ulong rem = 0;
            for (int i = len - 1; i >= 0; i--)
            {
                ulong cur = (rem << 32) | a[i];
                a[i] = (uint)(cur / d);
                rem = cur % d;
            }
            return (uint)rem;
        }

        private static int LeadingZeros(uint x)
        {
            if (x == 0)
                return 32;
            int n = 0;
            while ((x & 0x80000000u) == 0)
            {
                x <<= 1;
                n++;
            }
            return n;
        }

        // q = u / v and r = u % v (magnitudes, v not zero; both untrimmed
        // results), by long division in base 2^32 (Knuth's algorithm D).
        private static void DivRemMag(uint[] u, uint[] v, out uint[] q, out uint[] r)
        {
            int n = v.Length;
            if (CompareMag(u, v) < 0)
            {
                q = new uint[1];
                r = u;
                return;
            }
            if (n == 1)
            {
                q = Copied(u, u.Length);
                r = new uint[] { DivWordInPlace(q, q.Length, v[0]) };
                return;
            }
            int m = u.Length - n;
            int s = LeadingZeros(v[n - 1]);
            uint[] vn = ShiftedLeft(v, s, n);
            uint[] un = ShiftedLeft(u, s, u.Length + 1);
            q = new uint[m + 1];
            ulong vTop = vn[n - 1], vNext = vn[n - 2];
            for (int j = m; j >= 0; j--)
            {
                ulong num = ((ulong)un[j + n] << 32) | un[j + n - 1];
                ulong qhat = num / vTop;
                ulong rhat = num % vTop;
                while (qhat > uint.MaxValue || qhat * vNext > ((rhat << 32) | un[j + n - 2]))
                {
                    qhat--;
                    rhat += vTop;
                    if (rhat > uint.MaxValue)
                        break;
                }
                long borrow = 0;
                ulong carry = 0;
                for (int i = 0; i < n; i++)
                {
                    ulong p = qhat * vn[i] + carry;
                    carry = p >> 32;
                    long t = (long)un[i + j] - (long)(uint)p - borrow;
                    un[i + j] = (uint)t;
                    borrow = t < 0 ? 1 : 0;
                }
                long top = (long)un[j + n] - (long)carry - borrow;
                un[j + n] = (uint)top;
                if (top < 0)
                {
                    qhat--;
                    ulong c = 0;
                    for (int i = 0; i < n; i++)
                    {
                        ulong sum = (ulong)un[i + j] + vn[i] + c;
                        un[i + j] = (uint)sum;
                        c = sum >> 32;
                    }
                    un[j + n] = (uint)(un[j + n] + c);
                }
                q[j] = (uint)qhat;
            }
            r = new uint[n];
            for (int i = 0; i < n; i++)
                r[i] = s == 0 ? un[i] : (un[i] >> s) | (un[i + 1] << (32 - s));
        }

        // a shifted left by s bits (0..31) into len words.
        private static uint[] ShiftedLeft(uint[] a, int s, int len)
        {
            uint[] r = new uint[len];
            uint carry = 0;
            for (int i = 0; i < a.Length; i++)
            {
                r[i] = s == 0 ? a[i] : (a[i] << s) | carry;
                carry = s == 0 ? 0 : a[i] >> (32 - s);
            }
            if (a.Length < len)
                r[a.Length] = carry;
            return r;
        }

        // ------------------------------------------------------- arithmetic

        public static BigInteger operator +(BigInteger left, BigInteger right)
        {
            if (right._sign == 0)
                return left;
            if (left._sign == 0)
                return right;
            if (left._sign == right._sign)
            {
                uint[] s = AddMag(left._mag, right._mag);
                return Make(left._sign, s, s.Length);
            }
            int c = CompareMag(left._mag, right._mag);
            if (c == 0)
                return Zero;
            uint[] d = c > 0 ? SubMag(left._mag, right._mag) : SubMag(right._mag, left._mag);
            return Make(c > 0 ? left._sign : right._sign, d, d.Length);
        }

        public static BigInteger operator -(BigInteger left, BigInteger right)
        {
            return left + new BigInteger(-right._sign, right._mag);
        }

        public static BigInteger operator *(BigInteger left, BigInteger right)
        {
            if (left._sign == 0 || right._sign == 0)
                return Zero;
            uint[] p = MulMag(left._mag, right._mag);
            return Make(left._sign * right._sign, p, p.Length);
        }

        public static BigInteger operator /(BigInteger dividend, BigInteger divisor)
        {
            if (divisor._sign == 0)
                throw new DivideByZeroException();
            if (dividend._sign == 0)
                return Zero;
            uint[] q, r;
            DivRemMag(dividend._mag, divisor._mag, out q, out r);
            return Make(dividend._sign * divisor._sign, q, q.Length);
        }

        public static BigInteger operator %(BigInteger dividend, BigInteger divisor)
        {
            if (divisor._sign == 0)
                throw new DivideByZeroException();
            if (dividend._sign == 0)
                return Zero;
            uint[] q, r;
            DivRemMag(dividend._mag, divisor._mag, out q, out r);
            return Make(dividend._sign, r, r.Length);
        }

        public static BigInteger operator -(BigInteger value) { return new BigInteger(-value._sign, value._mag); }
        public static BigInteger operator +(BigInteger value) { return value; }
        public static BigInteger operator ++(BigInteger value) { return value + One; }
        public static BigInteger operator --(BigInteger value) { return value - One; }

        public static BigInteger Add(BigInteger left, BigInteger right) { return left + right; }
        public static BigInteger Subtract(BigInteger left, BigInteger right) { return left - right; }
        public static BigInteger Multiply(BigInteger left, BigInteger right) { return left * right; }
        public static BigInteger Divide(BigInteger dividend, BigInteger divisor) { return dividend / divisor; }
        public static BigInteger Remainder(BigInteger dividend, BigInteger divisor) { return dividend % divisor; }
        public static BigInteger Negate(BigInteger value) { return -value; }
        public static BigInteger Abs(BigInteger value) { return value._sign < 0 ? -value : value; }

        public static BigInteger DivRem(BigInteger dividend, BigInteger divisor, out BigInteger remainder)
        {
            if (divisor._sign == 0)
                throw new DivideByZeroException();
            if (dividend._sign == 0)
            {
                remainder = Zero;
                return Zero;
            }
            uint[] q, r;
            DivRemMag(dividend._mag, divisor._mag, out q, out r);
            remainder = Make(dividend._sign, r, r.Length);
            return Make(dividend._sign * divisor._sign, q, q.Length);
        }

        public static BigInteger Pow(BigInteger value, int exponent)
        {
            ArgumentOutOfRangeException.ThrowIfNegative(exponent);
            BigInteger result = One;
            BigInteger b = value;
            while (exponent != 0)
            {
                if ((exponent & 1) != 0)
                    result *= b;
                exponent >>= 1;
                if (exponent != 0)
                    b *= b;
            }
            return result;
        }

        // value^exponent % modulus: the sign is the power's, as % gives it.
        public static BigInteger ModPow(BigInteger value, BigInteger exponent, BigInteger modulus)
        {
            if (exponent._sign < 0)
                throw new ArgumentOutOfRangeException("exponent", exponent, "exponent ('" + exponent + "') must be a non-negative value.");
            if (modulus._sign == 0)
                throw new DivideByZeroException();
            BigInteger m = Abs(modulus);
            BigInteger result = One % m;
            BigInteger b = Abs(value) % m;
            uint[] e = exponent._mag;
            int bits = exponent._sign == 0 ? 0 : e.Length * 32;
            for (int i = 0; i < bits; i++)
            {
                if ((e[i / 32] >> (i % 32) & 1) != 0)
                    result = result * b % m;
                if (i + 1 < bits)
                    b = b * b % m;
            }
            return value._sign < 0 && !exponent.IsEven ? -result : result;
        }

        public static BigInteger GreatestCommonDivisor(BigInteger left, BigInteger right)
        {
            BigInteger a = Abs(left), b = Abs(right);
            while (b._sign != 0)
            {
                BigInteger t = a % b;
                a = b;
                b = t;
            }
            return a;
        }

        public static BigInteger Min(BigInteger left, BigInteger right) { return Compare(left, right) <= 0 ? left : right; }
        public static BigInteger Max(BigInteger left, BigInteger right) { return Compare(left, right) >= 0 ? left : right; }

        public static double Log(BigInteger value)
        {
            return Log(value, Math.E);
        }

        public static double Log10(BigInteger value)
        {
            return Log(value, 10);
        }

        // The log of the top 64 bits plus the log of the shift below them
        // (a value .NET keeps without an array: its own log).
        public static double Log(BigInteger value, double baseValue)
        {
            if (value._sign < 0 || baseValue == 1)
                return double.NaN;
            if (baseValue == double.PositiveInfinity)
                return value.IsOne ? 0 : double.NaN;
            if (baseValue == 0 && !value.IsOne)
                return double.NaN;
            if (value.IsSmall)
                return Math.Log(value.SmallValue, baseValue);
            uint[] m = value._mag;
            int len = m.Length;
            int lz = LeadingZeros(m[len - 1]);
            ulong top = (ulong)m[len - 1] << (32 + lz);
            if (len > 1)
                top |= (ulong)m[len - 2] << lz;
            if (len > 2 && lz > 0)
                top |= m[len - 3] >> (32 - lz);
            long shift = (long)len * 32 - lz - 64;
            return Math.Log((double)top, baseValue) + shift / Math.Log(baseValue, 2);
        }

        // ---------------------------------------------------------- shifts

        public static BigInteger operator <<(BigInteger value, int shift)
        {
            if (shift == 0 || value._sign == 0)
                return value;
            if (shift < 0)
                return shift == int.MinValue ? value >> int.MaxValue >> 1 : value >> -shift;
            int words = shift / 32, bits = shift % 32;
            uint[] r = new uint[value._mag.Length + words + 1];
            uint[] s = ShiftedLeft(value._mag, bits, value._mag.Length + 1);
            for (int i = 0; i < s.Length; i++)
                r[i + words] = s[i];
            return Make(value._sign, r, r.Length);
        }

        // Rounds towards negative infinity, as >> on a two's complement
        // number does: -m >> n is -(((m - 1) >> n) + 1).
        public static BigInteger operator >>(BigInteger value, int shift)
        {
            if (shift == 0 || value._sign == 0)
                return value;
            if (shift < 0)
                return shift == int.MinValue ? value << int.MaxValue << 1 : value << -shift;
            if (value._sign > 0)
            {
                uint[] r = ShiftMagRight(value._mag, shift);
                return r == null ? Zero : new BigInteger(1, r);
            }
            uint[] m = ShiftMagRight(SubMag(value._mag, new uint[] { 1 }), shift);
            uint[] s = AddMag(m == null ? new uint[0] : m, new uint[] { 1 });
            return Make(-1, s, s.Length);
        }

        // mag >> shift, trimmed; null when nothing is left.
        private static uint[] ShiftMagRight(uint[] mag, int shift)
        {
            int words = shift / 32, bits = shift % 32;
            int len = mag.Length - words;
            if (len <= 0)
                return null;
            uint[] r = new uint[len];
            for (int i = 0; i < len; i++)
            {
                uint lo = mag[i + words] >> bits;
                uint hi = bits != 0 && i + words + 1 < mag.Length ? mag[i + words + 1] << (32 - bits) : 0;
                r[i] = lo | hi;
            }
            len = Trimmed(r, len);
            return len == 0 ? null : Resized(r, len);
        }

        // --------------------------------------------- two's complement ops

        // The low len words of value's infinite two's complement form.
        private static uint[] ToTwos(BigInteger value, int len)
        {
            uint[] w = new uint[len];
            if (value._sign == 0)
                return w;
            for (int i = 0; i < value._mag.Length; i++)
                w[i] = value._mag[i];
            if (value._sign > 0)
                return w;
            ulong carry = 1;
            for (int i = 0; i < len; i++)
            {
                ulong t = (ulong)(~w[i]) + carry;
                w[i] = (uint)t;
                carry = t >> 32;
            }
            return w;
        }

        // The value of w read as two's complement (its top bit the sign).
        private static BigInteger FromTwos(uint[] w)
        {
            int len = w.Length;
            if (len == 0 || (w[len - 1] & 0x80000000u) == 0)
                return Make(1, w, len);
            uint[] m = new uint[len];
            ulong carry = 1;
            for (int i = 0; i < len; i++)
            {
                ulong t = (ulong)(~w[i]) + carry;
                m[i] = (uint)t;
                carry = t >> 32;
            }
            return Make(-1, m, len);
        }

        private static int TwosLength(BigInteger a, BigInteger b)
        {
            int la = a._mag == null ? 0 : a._mag.Length;
            int lb = b._mag == null ? 0 : b._mag.Length;
            return (la > lb ? la : lb) + 1;
        }

        public static BigInteger operator &(BigInteger left, BigInteger right)
        {
            int len = TwosLength(left, right);
            uint[] a = ToTwos(left, len), b = ToTwos(right, len);
            for (int i = 0; i < len; i++)
                a[i] &= b[i];
            return FromTwos(a);
        }

        public static BigInteger operator |(BigInteger left, BigInteger right)
        {
            int len = TwosLength(left, right);
            uint[] a = ToTwos(left, len), b = ToTwos(right, len);
            for (int i = 0; i < len; i++)
                a[i] |= b[i];
            return FromTwos(a);
        }

        public static BigInteger operator ^(BigInteger left, BigInteger right)
        {
            int len = TwosLength(left, right);
            uint[] a = ToTwos(left, len), b = ToTwos(right, len);
            for (int i = 0; i < len; i++)
                a[i] ^= b[i];
            return FromTwos(a);
        }

        public static BigInteger operator ~(BigInteger value)
        {
            return -(value + One);
        }

        // The shortest little-endian two's complement bytes (zero is one 0).
        public byte[] ToByteArray()
        {
            int len = _mag == null ? 1 : _mag.Length + 1;
            uint[] w = ToTwos(this, len);
            int n = len * 4;
            byte[] all = new byte[n];
            for (int i = 0; i < n; i++)
                all[i] = (byte)(w[i / 4] >> (8 * (i % 4)));
            while (n > 1 && ((all[n - 1] == 0 && (all[n - 2] & 0x80) == 0) || (all[n - 1] == 0xFF && (all[n - 2] & 0x80) != 0)))
                n--;
            byte[] r = new byte[n];
            for (int i = 0; i < n; i++)
                r[i] = all[i];
            return r;
        }

        // ------------------------------------------------------ comparison

        public static int Compare(BigInteger left, BigInteger right)
        {
            if (left._sign != right._sign)
                return left._sign < right._sign ? -1 : 1;
            if (left._sign == 0)
                return 0;
            int c = CompareMag(left._mag, right._mag);
            return left._sign > 0 ? c : -c;
        }

        public int CompareTo(BigInteger other) { return Compare(this, other); }
        public int CompareTo(long other) { return Compare(this, new BigInteger(other)); }

        public int CompareTo(object obj)
        {
            if (obj == null)
                return 1;
            if (!(obj is BigInteger))
                throw new ArgumentException("The parameter must be a BigInteger.", "obj");
            return Compare(this, (BigInteger)obj);
        }

        public bool Equals(BigInteger other) { return Compare(this, other) == 0; }
        public bool Equals(long other) { return Compare(this, new BigInteger(other)) == 0; }

        public override bool Equals(object obj)
        {
            return obj is BigInteger && Compare(this, (BigInteger)obj) == 0;
        }

        public override int GetHashCode()
        {
            if (_sign == 0)
                return 0;
            uint h = (uint)_sign;
            for (int i = 0; i < _mag.Length; i++)
                h = ((h << 5) | (h >> 27)) ^ _mag[i];
            return (int)h;
        }

        public static bool operator ==(BigInteger left, BigInteger right) { return Compare(left, right) == 0; }
        public static bool operator !=(BigInteger left, BigInteger right) { return Compare(left, right) != 0; }
        public static bool operator <(BigInteger left, BigInteger right) { return Compare(left, right) < 0; }
        public static bool operator >(BigInteger left, BigInteger right) { return Compare(left, right) > 0; }
        public static bool operator <=(BigInteger left, BigInteger right) { return Compare(left, right) <= 0; }
        public static bool operator >=(BigInteger left, BigInteger right) { return Compare(left, right) >= 0; }

        public static bool operator ==(BigInteger left, long right) { return Compare(left, new BigInteger(right)) == 0; }
        public static bool operator !=(BigInteger left, long right) { return Compare(left, new BigInteger(right)) != 0; }
        public static bool operator <(BigInteger left, long right) { return Compare(left, new BigInteger(right)) < 0; }
        public static bool operator >(BigInteger left, long right) { return Compare(left, new BigInteger(right)) > 0; }
        public static bool operator <=(BigInteger left, long right) { return Compare(left, new BigInteger(right)) <= 0; }
        public static bool operator >=(BigInteger left, long right) { return Compare(left, new BigInteger(right)) >= 0; }
        public static bool operator ==(long left, BigInteger right) { return Compare(new BigInteger(left), right) == 0; }
        public static bool operator !=(long left, BigInteger right) { return Compare(new BigInteger(left), right) != 0; }
        public static bool operator <(long left, BigInteger right) { return Compare(new BigInteger(left), right) < 0; }
        public static bool operator >(long left, BigInteger right) { return Compare(new BigInteger(left), right) > 0; }
        public static bool operator <=(long left, BigInteger right) { return Compare(new BigInteger(left), right) <= 0; }
        public static bool operator >=(long left, BigInteger right) { return Compare(new BigInteger(left), right) >= 0; }

        // ----------------------------------------------------- conversions

        public static implicit operator BigInteger(byte value) { return new BigInteger((int)value); }
        public static implicit operator BigInteger(sbyte value) { return new BigInteger((int)value); }
        public static implicit operator BigInteger(short value) { return new BigInteger((int)value); }
        public static implicit operator BigInteger(ushort value) { return new BigInteger((int)value); }
        public static implicit operator BigInteger(char value) { return new BigInteger((int)value); }
        public static implicit operator BigInteger(int value) { return new BigInteger(value); }
        public static implicit operator BigInteger(uint value) { return new BigInteger(value); }
        public static implicit operator BigInteger(long value) { return new BigInteger(value); }
        public static implicit operator BigInteger(ulong value) { return new BigInteger(value); }
        public static explicit operator BigInteger(double value) { return new BigInteger(value); }
        public static explicit operator BigInteger(float value) { return new BigInteger(value); }
        public static explicit operator BigInteger(decimal value) { return new BigInteger(value); }

        // .NET keeps a value in (int.MinValue, int.MaxValue] without an
        // array, and which of its checks fails decides the message: a
        // positive one-word value too large for an int overflows in a
        // checked cast ("Arithmetic operation resulted in an overflow."),
        // a longer one with the type's own message.
        private bool IsSmall
        {
            get { return _sign == 0 || (_mag.Length == 1 && _mag[0] <= int.MaxValue); }
        }

        private int SmallValue
        {
            get { return _sign == 0 ? 0 : _sign * (int)_mag[0]; }
        }

        public static explicit operator int(BigInteger value)
        {
            if (value.IsSmall)
                return value.SmallValue;
            if (value._mag.Length > 1)
                throw new OverflowException("Value was either too large or too small for an Int32.");
            if (value._sign > 0)
                return checked((int)value._mag[0]);
            if (value._mag[0] > 0x80000000u)
                throw new OverflowException("Value was either too large or too small for an Int32.");
            return int.MinValue;
        }

        public static explicit operator uint(BigInteger value)
        {
            if (value.IsSmall)
                return checked((uint)value.SmallValue);
            if (value._mag.Length == 1 && value._sign > 0)
                return value._mag[0];
            throw new OverflowException("Value was either too large or too small for a UInt32.");
        }

        public static explicit operator long(BigInteger value)
        {
            if (value.IsSmall)
                return value.SmallValue;
            int len = value._mag.Length;
            if (len > 2)
                throw new OverflowException("Value was either too large or too small for an Int64.");
            ulong m = len > 1 ? ((ulong)value._mag[1] << 32) | value._mag[0] : value._mag[0];
            long v = value._sign > 0 ? (long)m : -(long)m;
            if ((v > 0 && value._sign > 0) || (v < 0 && value._sign < 0))
                return v;
            throw new OverflowException("Value was either too large or too small for an Int64.");
        }

        public static explicit operator ulong(BigInteger value)
        {
            if (value.IsSmall)
                return checked((ulong)value.SmallValue);
            int len = value._mag.Length;
            if (len > 2 || value._sign < 0)
                throw new OverflowException("Value was either too large or too small for a UInt64.");
            return len > 1 ? ((ulong)value._mag[1] << 32) | value._mag[0] : value._mag[0];
        }

        public static explicit operator byte(BigInteger value) { return checked((byte)(int)value); }
        public static explicit operator sbyte(BigInteger value) { return checked((sbyte)(int)value); }
        public static explicit operator short(BigInteger value) { return checked((short)(int)value); }
        public static explicit operator ushort(BigInteger value) { return checked((ushort)(int)value); }
        public static explicit operator char(BigInteger value) { return checked((char)(int)value); }

        // The nearest double (ties to even); past double's range, infinity.
        public static explicit operator double(BigInteger value)
        {
            if (value._sign == 0)
                return 0;
            int len = value._mag.Length;
            if (len <= 2)
            {
                ulong m = len > 1 ? ((ulong)value._mag[1] << 32) | value._mag[0] : value._mag[0];
                return value._sign * (double)m;
            }
            if (len > 33)
                return value._sign > 0 ? double.PositiveInfinity : double.NegativeInfinity;
            int lz = LeadingZeros(value._mag[len - 1]);
            ulong top = ((ulong)value._mag[len - 1] << (32 + lz)) | ((ulong)value._mag[len - 2] << lz);
            bool sticky = lz > 0 && (value._mag[len - 3] << lz) != 0;
            if (lz > 0)
                top |= value._mag[len - 3] >> (32 - lz);
            for (int i = len - 4; i >= 0 && !sticky; i--)
                sticky = value._mag[i] != 0;
            if (sticky)
                top |= 1;   // 11 bits below the double's 53: a tie no longer looks like one
            double d = (double)top;
            int shift = (len - 2) * 32 - lz;
            while (shift > 0)
            {
                int step = shift > 512 ? 512 : shift;
                d *= Math.Pow(2, step);
                shift -= step;
            }
            return value._sign * d;
        }

        public static explicit operator float(BigInteger value) { return (float)(double)value; }

        public static explicit operator decimal(BigInteger value)
        {
            if (value._sign == 0)
                return 0m;
            if (value._mag.Length > 3)
                throw new OverflowException("Value was either too large or too small for a Decimal.");
            uint[] m = value._mag;
            int lo = (int)m[0];
            int mid = m.Length > 1 ? (int)m[1] : 0;
            int hi = m.Length > 2 ? (int)m[2] : 0;
            return new decimal(lo, mid, hi, value._sign < 0, 0);
        }

        // ---------------------------------------------------------- parsing

        public static BigInteger Parse(string value)
        {
            if (value == null)
                throw new ArgumentNullException("value");
            BigInteger result;
            if (!TryParse(value, out result))
                throw new FormatException("The value could not be parsed.");
            return result;
        }

        // .NET's NumberStyles.Integer: white space, an optional sign, the
        // digits 0-9, white space.
        public static bool TryParse(string value, out BigInteger result)
        {
            result = Zero;
            if (value == null)
                return false;
            int i = 0, end = value.Length;
            while (i < end && IsSpace(value[i]))
                i++;
            while (end > i && IsSpace(value[end - 1]))
                end--;
            int sign = 1;
            if (i < end && (value[i] == '-' || value[i] == '+'))
            {
                sign = value[i] == '-' ? -1 : 1;
                i++;
            }
            if (i >= end)
                return false;
            for (int k = i; k < end; k++)
                if (value[k] < '0' || value[k] > '9')
                    return false;
            while (i < end - 1 && value[i] == '0')
                i++;
            int digits = end - i;
            uint[] mag = new uint[digits / 9 + 2];
            int len = 0;
            int chunk = digits % 9 == 0 ? 9 : digits % 9;
            while (i < end)
            {
                uint part = 0, scale = 1;
                for (int k = 0; k < chunk; k++)
                {
                    part = part * 10 + (uint)(value[i++] - '0');
                    scale *= 10;
                }
                ulong carry = part;
                for (int k = 0; k < len; k++)
                {
                    ulong t = (ulong)mag[k] * scale + carry;
                    mag[k] = (uint)t;
                    carry = t >> 32;
                }
                if (carry != 0)
                    mag[len++] = (uint)carry;
                chunk = 9;
            }
            result = Make(sign, mag, len);
            return true;
        }

        private static bool IsSpace(char c)
        {
            return c == ' ' || (c >= '\t' && c <= '\r');
        }

        // ------------------------------------------------------- formatting

        public override string ToString()
        {
            return ToString(null, null);
        }

        public string ToString(string format)
        {
            return ToString(format, null);
        }

        public string ToString(IFormatProvider provider)
        {
            return ToString(null, provider);
        }

        // .NET 8's BigInteger formats: D, G and R print every digit (with a
        // precision, at least that many: "G5" is "D5", not the rounding an
        // int's G does), X the shortest two's complement hex; N, F, C, P and
        // E lay the digits out as an integer's. A custom format goes through
        // decimal, whose custom layout of an integer is the same, while the
        // value fits one (Kiln has no wider custom layout for BigInteger).
        public string ToString(string format, IFormatProvider provider)
        {
            int precision;
            char fmt = FormatLetter(format, out precision);
            char upper = (char)(fmt & 0xFFDF);
            if (upper == 'X')
                return Hex(fmt == 'X' ? 'A' : 'a', precision);
            if (fmt == '\0')
            {
                if (_mag != null && _mag.Length > 3)
                    throw new NotSupportedException("Kiln formats a BigInteger beyond decimal's range with standard formats only, not '" + format + "'.");
                return ((decimal)this).ToString(format);
            }
            int count;
            char[] digits = DecimalDigits(out count);
            System.Text.StringBuilder sb = new System.Text.StringBuilder();
            switch (upper)
            {
                case 'D':
                case 'G':
                case 'R':
                    if (_sign < 0)
                        sb.Append('-');
                    if (precision > count)
                        sb.Append('0', precision - count);
                    sb.Append(digits, 0, count);
                    break;
                case 'N':
                case 'F':
                    if (_sign < 0)
                        sb.Append('-');
                    Fixed(sb, digits, count, precision < 0 ? 2 : precision, upper == 'N');
                    break;
                case 'C':
                    if (_sign < 0)
                        sb.Append('(');
                    sb.Append('\u00a4');
                    Fixed(sb, digits, count, precision < 0 ? 2 : precision, true);
                    if (_sign < 0)
                        sb.Append(')');
                    break;
                case 'P':
                    if (_sign < 0)
                        sb.Append('-');
                    if (_sign != 0)
                    {
                        digits = Resized(digits, count + 2);
                        digits[count++] = '0';
                        digits[count++] = '0';
                    }
                    Fixed(sb, digits, count, precision < 0 ? 2 : precision, true);
                    sb.Append(" %");
                    break;
                case 'E':
                    Scientific(sb, digits, count, precision < 0 ? 6 : precision, fmt == 'E' ? 'E' : 'e');
                    break;
                default:
                    throw new FormatException("Format specifier was invalid.");
            }
            return sb.ToString();
        }

        // A standard format is a letter and up to nine digits of precision
        // (-1 when absent); "" and null are 'G'; anything else is custom ('\0').
        private static char FormatLetter(string format, out int precision)
        {
            precision = -1;
            if (format == null || format.Length == 0)
                return 'G';
            char c = format[0];
            if (!((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z')))
                return '\0';
            int p = 0;
            for (int i = 1; i < format.Length; i++)
            {
                if (format[i] < '0' || format[i] > '9')
                    return '\0';
                if (p >= 100000000)
                    throw new FormatException("Format specifier was invalid.");
                p = p * 10 + (format[i] - '0');
            }
            if (format.Length > 1)
                precision = p;
            return c;
        }

        // The integer's digits, grouped by threes with ',' if group, then
        // '.' and decimals zeros.
        private static void Fixed(System.Text.StringBuilder sb, char[] digits, int count, int decimals, bool group)
        {
            for (int i = 0; i < count; i++)
            {
                if (group && i > 0 && (count - i) % 3 == 0)
                    sb.Append(',');
                sb.Append(digits[i]);
            }
            if (decimals > 0)
            {
                sb.Append('.');
                sb.Append('0', decimals);
            }
        }

        // d.ddd...E+ddd with decimals digits after the point, the digits
        // rounded half up as .NET rounds an integer's.
        private void Scientific(System.Text.StringBuilder sb, char[] digits, int count, int decimals, char e)
        {
            int exponent = _sign == 0 ? 0 : count - 1;
            int keep = decimals + 1;
            char[] m = new char[keep];
            for (int i = 0; i < keep; i++)
                m[i] = i < count ? digits[i] : '0';
            if (count > keep && digits[keep] >= '5')
            {
                int i = keep - 1;
                while (i >= 0 && m[i] == '9')
                    m[i--] = '0';
                if (i >= 0)
                {
                    m[i]++;
                }
                else
                {
                    m[0] = '1';
                    exponent++;
                }
            }
            if (_sign < 0)
                sb.Append('-');
            sb.Append(m[0]);
            if (keep > 1)
            {
                sb.Append('.');
                sb.Append(m, 1, keep - 1);
            }
            sb.Append(e);
            sb.Append('+');
            string x = exponent.ToString();
            if (x.Length < 3)
                sb.Append('0', 3 - x.Length);
            sb.Append(x);
        }

        private static char[] Resized(char[] a, int len)
        {
            char[] r = new char[len];
            for (int i = 0; i < len && i < a.Length; i++)
                r[i] = a[i];
            return r;
        }

        // The magnitude's decimal digits, most significant first ("0" for
        // zero): nine at a time, by dividing a copy by 10^9.
        private char[] DecimalDigits(out int count)
        {
            if (_sign == 0)
            {
                count = 1;
                return new char[] { '0' };
            }
            uint[] work = Copied(_mag, _mag.Length);
            int len = work.Length;
            uint[] chunks = new uint[len * 10 / 9 + 2];
            int n = 0;
            while (len > 0)
            {
                chunks[n++] = DivWordInPlace(work, len, Billion);
                len = Trimmed(work, len);
            }
            char[] digits = new char[n * 9];
            int o = 0;
            uint first = chunks[n - 1];
            uint div = 100000000;
            while (div > 1 && first / div == 0)
                div /= 10;
            for (; div > 0; div /= 10)
                digits[o++] = (char)('0' + first / div % 10);
            for (int c = n - 2; c >= 0; c--)
                for (uint d = 100000000; d > 0; d /= 10)
                    digits[o++] = (char)('0' + chunks[c] / d % 10);
            count = o;
            return digits;
        }

        // The shortest two's complement bytes in hex, the top byte shown as
        // one digit when that digit alone gives the sign (0-7 positive, 8-F
        // negative); a precision pads with the sign's digit.
        private string Hex(char ten, int precision)
        {
            byte[] bytes = ToByteArray();
            int top = bytes.Length - 1;
            char[] buf = new char[bytes.Length * 2];
            int o = 0;
            int head = bytes[top];
            if (head > 0xF7 || head < 0x08)
            {
                buf[o++] = HexDigit(head & 0xF, ten);
                top--;
            }
            for (int i = top; i >= 0; i--)
            {
                buf[o++] = HexDigit(bytes[i] >> 4, ten);
                buf[o++] = HexDigit(bytes[i] & 0xF, ten);
            }
            string s = new string(buf, 0, o);
            if (precision > o)
                s = new string(_sign < 0 ? (ten == 'A' ? 'F' : 'f') : '0', precision - o) + s;
            return s;
        }

        private static char HexDigit(int d, char ten)
        {
            return d < 10 ? (char)('0' + d) : (char)(ten + d - 10);
        }
    }
}
