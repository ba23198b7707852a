// DecimalWide.cs - the unsigned integer arithmetic behind System.Decimal: a
// 192-bit unsigned integer in six 32-bit limbs (U0 least significant), a
// mutable struct so that decimal arithmetic works in locals and allocates
// nothing. 192 bits hold any intermediate result Decimal needs: a 96x96-bit
// product, or a 96-bit mantissa scaled by up to 10^28 (94 bits).

namespace System
{
    internal struct DecimalWide
    {
        internal uint U0, U1, U2, U3, U4, U5;

        internal void Load(ulong lo, uint hi)
        {
            U0 = (uint)lo;
            U1 = (uint)(lo >> 32);
            U2 = hi;
            U3 = 0;
            U4 = 0;
            U5 = 0;
        }

        internal bool IsZero { get { return (U0 | U1 | U2 | U3 | U4 | U5) == 0; } }

        // The value fits a Decimal's 96-bit mantissa.
        internal bool Fits96 { get { return (U3 | U4 | U5) == 0; } }

        internal ulong Low64 { get { return ((ulong)U1 << 32) | U0; } }

        internal uint Get(int i)
        {
            switch (i)
            {
                case 0: return U0;
                case 1: return U1;
                case 2: return U2;
                case 3: return U3;
                case 4: return U4;
                default: return U5;
            }
        }

        internal void Set(int i, uint v)
        {
            switch (i)
            {
                case 0: U0 = v; break;
                case 1: U1 = v; break;
                case 2: U2 = v; break;
                case 3: U3 = v; break;
                case 4: U4 = v; break;
                default: U5 = v; break;
            }
        }

        // this = this * m + add (the caller keeps the result within 192 bits).
        internal void MulAdd(uint m, uint add)
        {
            ulong c = (ulong)U0 * m + add;
            U0 = (uint)c;
            c = (ulong)U1 * m + (c >> 32);
            U1 = (uint)c;
            c = (ulong)U2 * m + (c >> 32);
            U2 = (uint)c;
            c = (ulong)U3 * m + (c >> 32);
            U3 = (uint)c;
            c = (ulong)U4 * m + (c >> 32);
            U4 = (uint)c;
            c = (ulong)U5 * m + (c >> 32);
            U5 = (uint)c;
        }

        // this = this * 10^n (n <= 56 keeps a 96-bit value within 192 bits).
        internal void MulPow10(int n)
        {
            while (n >= 9)
            {
                MulAdd(1000000000, 0);
                n -= 9;
            }
            if (n > 0)
                MulAdd(Decimal.Pow10Small(n), 0);
        }

        // this = this / d; returns the remainder.
        internal uint DivSmall(uint d)
        {
            ulong r = U5;
            U5 = (uint)(r / d);
            r = ((r % d) << 32) | U4;
            U4 = (uint)(r / d);
            r = ((r % d) << 32) | U3;
            U3 = (uint)(r / d);
            r = ((r % d) << 32) | U2;
            U2 = (uint)(r / d);
            r = ((r % d) << 32) | U1;
            U1 = (uint)(r / d);
            r = ((r % d) << 32) | U0;
            U0 = (uint)(r / d);
            return (uint)(r % d);
        }

        internal void Increment()
        {
            if (++U0 != 0) return;
            if (++U1 != 0) return;
            if (++U2 != 0) return;
            if (++U3 != 0) return;
            if (++U4 != 0) return;
            ++U5;
        }

        internal void Add(ref DecimalWide o)
        {
            ulong c = (ulong)U0 + o.U0;
            U0 = (uint)c;
            c = (ulong)U1 + o.U1 + (c >> 32);
            U1 = (uint)c;
            c = (ulong)U2 + o.U2 + (c >> 32);
            U2 = (uint)c;
            c = (ulong)U3 + o.U3 + (c >> 32);
            U3 = (uint)c;
            c = (ulong)U4 + o.U4 + (c >> 32);
            U4 = (uint)c;
            c = (ulong)U5 + o.U5 + (c >> 32);
            U5 = (uint)c;
        }

        // this = this - o, where this >= o.
        internal void Sub(ref DecimalWide o)
        {
            long b = (long)U0 - o.U0;
            U0 = (uint)b;
            b = (long)U1 - o.U1 + (b >> 32);
            U1 = (uint)b;
            b = (long)U2 - o.U2 + (b >> 32);
            U2 = (uint)b;
            b = (long)U3 - o.U3 + (b >> 32);
            U3 = (uint)b;
            b = (long)U4 - o.U4 + (b >> 32);
            U4 = (uint)b;
            b = (long)U5 - o.U5 + (b >> 32);
            U5 = (uint)b;
        }

        internal int CompareTo(ref DecimalWide o)
        {
            for (int i = 5; i >= 0; i--)
            {
                uint a = Get(i);
                uint b = o.Get(i);
                if (a != b)
                    return a < b ? -1 : 1;
            }
            return 0;
        }

        // this = a * b (both within 96 bits).
        internal void Multiply(ref DecimalWide a, ref DecimalWide b)
        {
            U0 = 0; U1 = 0; U2 = 0; U3 = 0; U4 = 0; U5 = 0;
            for (int i = 0; i < 3; i++)
            {
                ulong ai = a.Get(i);
                if (ai == 0)
                    continue;
                ulong c = 0;
                for (int j = 0; j < 3; j++)
                {
                    c += ai * b.Get(j) + Get(i + j);
                    Set(i + j, (uint)c);
                    c >>= 32;
                }
                Set(i + 3, (uint)c);
            }
        }

        // The number of significant bits.
        internal int BitLength()
        {
            for (int i = 5; i >= 0; i--)
            {
                uint v = Get(i);
                if (v != 0)
                {
                    int n = 0;
                    while (v != 0)
                    {
                        v >>= 1;
                        n++;
                    }
                    return i * 32 + n;
                }
            }
            return 0;
        }

        private void ShiftLeftOr(uint bit)
        {
            U5 = (U5 << 1) | (U4 >> 31);
            U4 = (U4 << 1) | (U3 >> 31);
            U3 = (U3 << 1) | (U2 >> 31);
            U2 = (U2 << 1) | (U1 >> 31);
            U1 = (U1 << 1) | (U0 >> 31);
            U0 = (U0 << 1) | bit;
        }

        // quotient = this / d, this = this % d (d not zero).
        internal void DivRem(ref DecimalWide d, out DecimalWide quotient)
        {
            quotient = new DecimalWide();
            if (d.U1 == 0 && d.U2 == 0 && d.Fits96)
            {
                quotient = this;
                uint r = quotient.DivSmall(d.U0);
                Load(r, 0);
                return;
            }
            DecimalWide n = this;
            DecimalWide r2 = new DecimalWide();
            for (int bit = n.BitLength() - 1; bit >= 0; bit--)
            {
                r2.ShiftLeftOr((n.Get(bit >> 5) >> (bit & 31)) & 1);
                quotient.ShiftLeftOr(0);
                if (r2.CompareTo(ref d) >= 0)
                {
                    r2.Sub(ref d);
                    quotient.U0 |= 1;
                }
            }
            U0 = r2.U0; U1 = r2.U1; U2 = r2.U2; U3 = r2.U3; U4 = r2.U4; U5 = r2.U5;
        }
    }
}
