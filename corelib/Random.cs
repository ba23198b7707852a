// Random.cs - System.Random. A seeded Random produces .NET's sequence for
// its seed: Knuth's subtractive generator in the form .NET has kept since
// .NET Framework (a 55-entry table filled from the seed in steps of 21,
// warmed up four rounds, modulus int.MaxValue, the second index starting
// 21 ahead). `new Random()` seeds the same generator from the clock.
//
// Invariants: every table entry and every InternalSample() result lies in
// [0, int.MaxValue); Sample() is InternalSample() / int.MaxValue, so in
// [0, 1). Next(max), Next(min, max) and NextDouble go through the virtual
// Sample() (a derived class that overrides it changes them, as on .NET);
// Next() and NextBytes do not.
using System.Runtime.CompilerServices;

namespace System
{
    public class Random
    {
        private const int Modulus = int.MaxValue;
        private const int SeedBase = 161803398;

        private int[] _table;
        private int _next;
        private int _nextAhead;

        private static readonly Random s_shared = new ThreadSafeRandom();

        public Random() : this(ClockSeed())
        {
        }

        public Random(int Seed)
        {
            _table = new int[56];
            int magnitude = Seed == int.MinValue ? int.MaxValue : (Seed < 0 ? -Seed : Seed);
            int previous = SeedBase - magnitude;
            _table[55] = previous;
            int value = 1;
            int slot = 0;
            for (int i = 1; i < 55; i++)
            {
                slot += 21;
                if (slot >= 55)
                    slot -= 55;
                _table[slot] = value;
                value = previous - value;
                if (value < 0)
                    value += Modulus;
                previous = _table[slot];
            }
            for (int round = 0; round < 4; round++)
                for (int i = 1; i < 56; i++)
                {
                    int other = i + 30;
                    if (other >= 55)
                        other -= 55;
                    int v = _table[i] - _table[1 + other];
                    if (v < 0)
                        v += Modulus;
                    _table[i] = v;
                }
            _next = 0;
            _nextAhead = 21;
        }

        // A process-wide instance, safe to use from any thread: each thread
        // draws from a generator of its own (ThreadSafeRandom), so no lock is
        // taken per call.
        public static Random Shared
        {
            get { return s_shared; }
        }

        private static int ClockSeed()
        {
            long t = System.Diagnostics.Stopwatch.GetTimestamp();
            ulong x = (ulong)t * 0x9E3779B97F4A7C15UL;
            x ^= x >> 29;
            x ^= (ulong)Environment.TickCount64 << 17;
            x *= 0xBF58476D1CE4E5B9UL;
            x ^= x >> 32;
            return (int)x;
        }

        // The generator's step: a value in [0, int.MaxValue).
        private int InternalSample()
        {
            int a = _next + 1;
            if (a >= 56)
                a = 1;
            int b = _nextAhead + 1;
            if (b >= 56)
                b = 1;
            int v = _table[a] - _table[b];
            if (v == Modulus)
                v--;
            if (v < 0)
                v += Modulus;
            _table[a] = v;
            _next = a;
            _nextAhead = b;
            return v;
        }

        protected virtual double Sample()
        {
            return InternalSample() * (1.0 / Modulus);
        }

        // A double in [0, 1) with more than 31 bits of spread, for ranges
        // wider than int.MaxValue.
        private double LargeRangeSample()
        {
            int v = InternalSample();
            if (InternalSample() % 2 == 0)
                v = -v;
            double d = v;
            d += int.MaxValue - 1;
            d /= 2.0 * int.MaxValue - 1;
            return d;
        }

        public virtual int Next()
        {
            return InternalSample();
        }

        public virtual int Next(int maxValue)
        {
            if (maxValue < 0)
                throw NegativeArgument("maxValue", maxValue);
            return (int)(Sample() * maxValue);
        }

        public virtual int Next(int minValue, int maxValue)
        {
            if (minValue > maxValue)
                throw MinMaxSwapped();
            long range = (long)maxValue - minValue;
            if (range <= int.MaxValue)
                return (int)(Sample() * range) + minValue;
            return (int)((long)(LargeRangeSample() * range) + minValue);
        }

        public virtual long NextInt64()
        {
            while (true)
            {
                ulong v = NextUInt64() >> 1;
                if (v != long.MaxValue)
                    return (long)v;
            }
        }

        public virtual long NextInt64(long maxValue)
        {
            if (maxValue < 0)
                throw NegativeArgument("maxValue", maxValue);
            return NextInt64(0, maxValue);
        }

        public virtual long NextInt64(long minValue, long maxValue)
        {
            if (minValue > maxValue)
                throw MinMaxSwapped();
            ulong range = (ulong)(maxValue - minValue);
            if (range <= 1)
                return minValue;
            int bits = CeilingLog2(range);
            while (true)
            {
                ulong v = NextUInt64() >> (64 - bits);
                if (v < range)
                    return (long)v + minValue;
            }
        }

        public virtual double NextDouble()
        {
            return Sample();
        }

        public virtual float NextSingle()
        {
            return (float)Sample();
        }

        public virtual void NextBytes(byte[] buffer)
        {
            if (buffer == null)
                throw new ArgumentNullException("buffer");
            for (int i = 0; i < buffer.Length; i++)
                buffer[i] = (byte)InternalSample();
        }

        // 64 random bits from three draws of 22, 22 and 20 bits.
        private ulong NextUInt64()
        {
            ulong low = (ulong)(uint)Next(1 << 22);
            ulong mid = (ulong)(uint)Next(1 << 22);
            ulong high = (ulong)(uint)Next(1 << 20);
            return low | (mid << 22) | (high << 44);
        }

        private static int CeilingLog2(ulong v)
        {
            int bits = 0;
            ulong p = 1;
            while (p < v && bits < 64)
            {
                p <<= 1;
                bits++;
            }
            return bits;
        }

        internal static ArgumentOutOfRangeException NegativeArgument(string name, long value)
        {
            return new ArgumentOutOfRangeException(name, value,
                name + " ('" + value.ToString() + "') must be a non-negative value.");
        }

        private static ArgumentOutOfRangeException MinMaxSwapped()
        {
            return new ArgumentOutOfRangeException("minValue", "'minValue' cannot be greater than maxValue.");
        }

        // Random.Shared: every member forwards to the calling thread's own
        // generator, made on its first use and seeded from the clock and the
        // thread's id. No shared state, so no lock on a per-call path.
        private sealed class ThreadSafeRandom : Random
        {
            private static Random Local()
            {
                System.Threading.Thread t = System.Threading.Thread.CurrentThread;
                Random r = t._random;
                if (r == null)
                {
                    r = new Random(ClockSeed() ^ (t.ManagedThreadId * 0x3C6EF372));
                    t._random = r;
                }
                return r;
            }

            public override int Next() { return Local().Next(); }
            public override int Next(int maxValue) { return Local().Next(maxValue); }
            public override int Next(int minValue, int maxValue) { return Local().Next(minValue, maxValue); }
            public override long NextInt64() { return Local().NextInt64(); }
            public override long NextInt64(long maxValue) { return Local().NextInt64(maxValue); }
            public override long NextInt64(long minValue, long maxValue) { return Local().NextInt64(minValue, maxValue); }
            public override double NextDouble() { return Local().NextDouble(); }
            public override float NextSingle() { return Local().NextSingle(); }
            public override void NextBytes(byte[] buffer) { Local().NextBytes(buffer); }
        }
    }
}
