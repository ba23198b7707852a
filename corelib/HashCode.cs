// generic source
// HashCode.cs - System.HashCode: Combine of one to eight values and the
// Add/ToHashCode builder, for GetHashCode overrides. Compiled with each
// program that names HashCode (docs/generics.md).
//
// .NET seeds its hash randomly per process, so no program can rely on a
// value, only on equal inputs giving equal codes within one run; Kiln's
// seed is fixed. Each value's own hash (EqualityComparer<T>.Default: 0 for
// null) is mixed in with a multiply and a rotation, and the result is
// avalanched so that nearby inputs spread over all 32 bits.
using System.Collections.Generic;

namespace System
{
    public struct HashCode
    {
        private const uint Seed = 0x9E3779B9u;
        private const uint MixFactor = 0x85EBCA77u;
        private const uint SpreadFactor = 0xC2B2AE3Du;

        private uint _state;
        private int _count;

        public void Add<T>(T value)
        {
            Add(value, null);
        }

        public void Add<T>(T value, IEqualityComparer<T> comparer)
        {
            int h = comparer != null ? comparer.GetHashCode(value) : EqualityComparer<T>.Default.GetHashCode(value);
            if (_count == 0)
                _state = Seed;
            _state = Rotate(_state + (uint)h * MixFactor, 13) * SpreadFactor;
            _count++;
        }

        public int ToHashCode()
        {
            uint h = (_count == 0 ? Seed : _state) + (uint)_count;
            h ^= h >> 16;
            h *= MixFactor;
            h ^= h >> 13;
            h *= SpreadFactor;
            h ^= h >> 16;
            return (int)h;
        }

        private static uint Rotate(uint x, int k)
        {
            return (x << k) | (x >> (32 - k));
        }

        public static int Combine<T1>(T1 value1)
        {
            var h = new HashCode();
            h.Add(value1);
            return h.ToHashCode();
        }

        public static int Combine<T1, T2>(T1 value1, T2 value2)
        {
            var h = new HashCode();
            h.Add(value1);
            h.Add(value2);
            return h.ToHashCode();
        }

        public static int Combine<T1, T2, T3>(T1 value1, T2 value2, T3 value3)
        {
            var h = new HashCode();
            h.Add(value1);
            h.Add(value2);
            h.Add(value3);
            return h.ToHashCode();
        }

        public static int Combine<T1, T2, T3, T4>(T1 value1, T2 value2, T3 value3, T4 value4)
        {
            var h = new HashCode();
            h.Add(value1);
            h.Add(value2);
            h.Add(value3);
            h.Add(value4);
            return h.ToHashCode();
        }

        public static int Combine<T1, T2, T3, T4, T5>(T1 value1, T2 value2, T3 value3, T4 value4, T5 value5)
        {
            var h = new HashCode();
            h.Add(value1);
            h.Add(value2);
            h.Add(value3);
            h.Add(value4);
            h.Add(value5);
            return h.ToHashCode();
        }

        public static int Combine<T1, T2, T3, T4, T5, T6>(T1 value1, T2 value2, T3 value3, T4 value4, T5 value5, T6 value6)
        {
            var h = new HashCode();
            h.Add(value1);
            h.Add(value2);
            h.Add(value3);
            h.Add(value4);
            h.Add(value5);
            h.Add(value6);
            return h.ToHashCode();
        }

        public static int Combine<T1, T2, T3, T4, T5, T6, T7>(T1 value1, T2 value2, T3 value3, T4 value4, T5 value5, T6 value6, T7 value7)
        {
            var h = new HashCode();
            h.Add(value1);
            h.Add(value2);
            h.Add(value3);
            h.Add(value4);
            h.Add(value5);
            h.Add(value6);
            h.Add(value7);
            return h.ToHashCode();
        }

        public static int Combine<T1, T2, T3, T4, T5, T6, T7, T8>(T1 value1, T2 value2, T3 value3, T4 value4, T5 value5, T6 value6, T7 value7, T8 value8)
        {
            var h = new HashCode();
            h.Add(value1);
            h.Add(value2);
            h.Add(value3);
            h.Add(value4);
            h.Add(value5);
            h.Add(value6);
            h.Add(value7);
            h.Add(value8);
            return h.ToHashCode();
        }

        // A HashCode is a builder, not a value: .NET refuses to compare or hash it.
        public override int GetHashCode()
        {
            throw new NotSupportedException("HashCode is a mutable struct and should not be compared with other HashCodes. Use ToHashCode to retrieve the computed hash code.");
        }

        public override bool Equals(object obj)
        {
            throw new NotSupportedException("HashCode is a mutable struct and should not be compared with other HashCodes.");
        }
    }
}
