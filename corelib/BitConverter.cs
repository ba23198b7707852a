// BitConverter.cs - System.BitConverter: the bytes of the primitives in
// this machine's order (little-endian: Kiln runs on x86-64 and AArch64
// Linux), the primitives back from bytes, the bit patterns of float and
// double, and ToString's "0A-1B-2C" form, with .NET 8's argument checks.
//
// Invariants: GetBytes(x) has sizeof(x) bytes, lowest first; ToT(bytes, i)
// reads bytes[i .. i + sizeof(T)) and is GetBytes's inverse.
using System.Runtime.CompilerServices;

namespace System
{
    public static class BitConverter
    {
        public static readonly bool IsLittleEndian = true;

        public static byte[] GetBytes(bool value) { return new byte[] { value ? (byte)1 : (byte)0 }; }
        public static byte[] GetBytes(char value) { return Little((ulong)value, 2); }
        public static byte[] GetBytes(short value) { return Little((ulong)value, 2); }
        public static byte[] GetBytes(ushort value) { return Little(value, 2); }
        public static byte[] GetBytes(int value) { return Little((ulong)value, 4); }
        public static byte[] GetBytes(uint value) { return Little(value, 4); }
        public static byte[] GetBytes(long value) { return Little((ulong)value, 8); }
        public static byte[] GetBytes(ulong value) { return Little(value, 8); }
        public static byte[] GetBytes(float value) { return Little((ulong)(uint)SingleToInt32Bits(value), 4); }
        public static byte[] GetBytes(double value) { return Little((ulong)DoubleToInt64Bits(value), 8); }

        public static bool ToBoolean(byte[] value, int startIndex)
        {
            return Read(value, startIndex, 1) != 0;
        }

        public static char ToChar(byte[] value, int startIndex) { return (char)Read(value, startIndex, 2); }
        public static short ToInt16(byte[] value, int startIndex) { return (short)Read(value, startIndex, 2); }
        public static ushort ToUInt16(byte[] value, int startIndex) { return (ushort)Read(value, startIndex, 2); }
        public static int ToInt32(byte[] value, int startIndex) { return (int)Read(value, startIndex, 4); }
        public static uint ToUInt32(byte[] value, int startIndex) { return (uint)Read(value, startIndex, 4); }
        public static long ToInt64(byte[] value, int startIndex) { return (long)Read(value, startIndex, 8); }
        public static ulong ToUInt64(byte[] value, int startIndex) { return Read(value, startIndex, 8); }
        public static float ToSingle(byte[] value, int startIndex) { return Int32BitsToSingle((int)Read(value, startIndex, 4)); }
        public static double ToDouble(byte[] value, int startIndex) { return Int64BitsToDouble((long)Read(value, startIndex, 8)); }

        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern long DoubleToInt64Bits(double value);

        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern double Int64BitsToDouble(long value);

        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern int SingleToInt32Bits(float value);

        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern float Int32BitsToSingle(int value);

        public static ulong DoubleToUInt64Bits(double value) { return (ulong)DoubleToInt64Bits(value); }
        public static double UInt64BitsToDouble(ulong value) { return Int64BitsToDouble((long)value); }
        public static uint SingleToUInt32Bits(float value) { return (uint)SingleToInt32Bits(value); }
        public static float UInt32BitsToSingle(uint value) { return Int32BitsToSingle((int)value); }

        public static string ToString(byte[] value)
        {
            if (value == null)
                throw new ArgumentNullException("value");
            return ToString(value, 0, value.Length);
        }

        public static string ToString(byte[] value, int startIndex)
        {
            if (value == null)
                throw new ArgumentNullException("value");
            return ToString(value, startIndex, value.Length - startIndex);
        }

        // "0A-1B-2C": each byte as two upper-case hex digits, '-' between.
        public static string ToString(byte[] value, int startIndex, int length)
        {
            if (value == null)
                throw new ArgumentNullException("value");
            if (startIndex < 0 || (startIndex >= value.Length && startIndex > 0))
                throw new ArgumentOutOfRangeException("startIndex", "Index was out of range. Must be non-negative and less than the size of the collection.");
            if (length < 0)
                throw new ArgumentOutOfRangeException("length", "Value must be positive.");
            if (startIndex > value.Length - length)
                throw new ArgumentException("Destination array is not long enough to copy all the items in the collection. Check array index and length.", "value");
            if (length == 0)
                return "";
            char[] text = new char[length * 3 - 1];
            for (int i = 0; i < length; i++)
            {
                byte b = value[startIndex + i];
                text[3 * i] = HexDigit(b >> 4);
                text[3 * i + 1] = HexDigit(b & 15);
                if (i + 1 < length)
                    text[3 * i + 2] = '-';
            }
            return new string(text);
        }

        private static char HexDigit(int d)
        {
            return (char)(d < 10 ? '0' + d : 'A' + d - 10);
        }

        private static byte[] Little(ulong bits, int size)
        {
            byte[] bytes = new byte[size];
            for (int i = 0; i < size; i++)
                bytes[i] = (byte)(bits >> (8 * i));
            return bytes;
        }

        // The size bytes at startIndex, lowest first, after .NET's checks.
        private static ulong Read(byte[] value, int startIndex, int size)
        {
            if (value == null)
                throw new ArgumentNullException("value");
            if ((uint)startIndex >= (uint)value.Length)
                throw new ArgumentOutOfRangeException("startIndex", "Index was out of range. Must be non-negative and less than the size of the collection.");
            if (startIndex > value.Length - size)
                throw new ArgumentException("Destination array is not long enough to copy all the items in the collection. Check array index and length.", "value");
            ulong bits = 0;
            for (int i = size - 1; i >= 0; i--)
                bits = (bits << 8) | value[startIndex + i];
            return bits;
        }
    }
}
