// BitConverter: GetBytes and ToT of every primitive it has, the bit
// patterns of double and float, ToString's hex form and the argument
// exceptions (their parameter names).
using System;
class P {
    static void Show(byte[] b) { Console.WriteLine(BitConverter.ToString(b)); }
    static void Main() {
        Console.WriteLine(BitConverter.IsLittleEndian);
        Show(BitConverter.GetBytes(258));
        Show(BitConverter.GetBytes(-1L));
        Show(BitConverter.GetBytes((short)-2));
        Show(BitConverter.GetBytes((ushort)0xABCD));
        Show(BitConverter.GetBytes(0xDEADBEEFu));
        Show(BitConverter.GetBytes(ulong.MaxValue - 1));
        Show(BitConverter.GetBytes(true));
        Show(BitConverter.GetBytes('A'));
        Show(BitConverter.GetBytes(1.5));
        Show(BitConverter.GetBytes(-0.0));
        Show(BitConverter.GetBytes(1.5f));
        byte[] b = { 1, 2, 3, 4, 5, 6, 7, 8, 0xFF };
        Console.WriteLine(BitConverter.ToInt32(b, 0));
        Console.WriteLine(BitConverter.ToInt16(b, 1));
        Console.WriteLine(BitConverter.ToUInt16(b, 7));
        Console.WriteLine(BitConverter.ToInt64(b, 1));
        Console.WriteLine(BitConverter.ToUInt32(b, 5));
        Console.WriteLine(BitConverter.ToUInt64(b, 0));
        Console.WriteLine(BitConverter.ToBoolean(b, 8));
        Console.WriteLine(BitConverter.ToChar(new byte[] { 0x41, 0 }, 0));
        Console.WriteLine(BitConverter.ToDouble(BitConverter.GetBytes(Math.PI), 0) == Math.PI);
        Console.WriteLine(BitConverter.ToSingle(BitConverter.GetBytes(2.25f), 0));
        Console.WriteLine(BitConverter.DoubleToInt64Bits(1.0));
        Console.WriteLine(BitConverter.Int64BitsToDouble(4614253070214989087L));
        Console.WriteLine(BitConverter.DoubleToInt64Bits(double.NaN));
        Console.WriteLine(BitConverter.ToString(b, 6));
        Console.WriteLine(BitConverter.ToString(b, 2, 3));
        Console.WriteLine("[" + BitConverter.ToString(new byte[0]) + "]");
        Try(() => BitConverter.ToInt32(b, 6));
        Try(() => BitConverter.ToInt32(b, 9));
        Try(() => BitConverter.ToInt32(b, -1));
        Try(() => BitConverter.ToInt32(null, 0));
        Try(() => BitConverter.ToString(null));
        Try(() => BitConverter.ToString(b, 10));
        Try(() => BitConverter.ToString(b, 2, -1));
        Try(() => BitConverter.ToString(b, 2, 8));
        Try(() => BitConverter.ToBoolean(b, 9));
    }
    static void Try(Func<object> f) {
        try { Console.WriteLine(f()); }
        catch (ArgumentException e) { Console.WriteLine(e.GetType().Name + " " + e.ParamName); }
    }
}
