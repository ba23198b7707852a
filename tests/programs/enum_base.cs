// Enums with underlying types other than int: byte, sbyte, short, ushort,
// uint, long, ulong. Member values (implicit successors, expressions over
// other members, the type's extremes), casts both ways with wrapping,
// E + U, E - U, E - E (giving U), ~, &, |, ^, ++, --, +=, comparisons
// (unsigned ones as unsigned), [Flags] names, ToString formats (D, X
// digits by width, G, F), switch, arrays and fields (their sizes),
// boxing, unboxing (the wrong type throws), Equals, GetHashCode,
// CompareTo, HasFlag.
using System;

enum Small : byte { None, One, Two, Max = 255 }
enum Signed : sbyte { Min = -128, MinusOne = -1, Zero, One, Max = 127 }
enum Level : short { Low = -300, Mid = 0, High = 300 }
enum Port : ushort { Http = 80, Https = 443, Top = 65535 }
enum Big : uint { A = 1, B = 0x80000000, C = 0xFFFFFFFF }
enum Huge : long { Neg = -5000000000, Zero = 0, Pos = 5000000000, Next }
enum Mask : ulong { Low = 1, High = 0x8000000000000000, All = 0xFFFFFFFFFFFFFFFF }

[Flags]
enum Perm : byte { None = 0, Read = 1, Write = 2, Exec = 4, All = Read | Write | Exec }

[Flags]
enum Wide : long { None = 0, Bit0 = 1, Bit40 = 1L << 40, Bit62 = 1L << 62 }

struct Packet
{
    public Small Kind;
    public Port Where;
    public Huge Size;
}

class Holder
{
    public Perm P;
    public Mask M = Mask.High;
}

class EnumBase
{
    static string Describe(Port p)
    {
        switch (p)
        {
            case Port.Http: return "plain";
            case Port.Https: return "tls";
            default: return "other " + (int)p;
        }
    }

    static string Size(Huge h)
    {
        switch (h)
        {
            case Huge.Neg: return "negative";
            case Huge.Pos: return "positive";
            case Huge.Next: return "next";
            default: return "zero-ish";
        }
    }

    static void Main()
    {
        Console.WriteLine(Small.Max + " " + (byte)Small.Max + " " + (int)Small.Two + " " + (Small)3);
        Console.WriteLine(Signed.Min + " " + (sbyte)Signed.Min + " " + (int)Signed.MinusOne + " " + (Signed)(-2));
        Console.WriteLine(Level.Low + " " + (short)Level.Low + " " + Level.High);
        Console.WriteLine(Port.Top + " " + (ushort)Port.Top + " " + (int)Port.Https);
        Console.WriteLine(Big.B + " " + (uint)Big.B + " " + (uint)Big.C + " " + (long)Big.C);
        Console.WriteLine(Huge.Neg + " " + (long)Huge.Neg + " " + (long)Huge.Next + " " + Huge.Next);
        Console.WriteLine(Mask.High + " " + (ulong)Mask.High + " " + (ulong)Mask.All);

        // arithmetic and wrapping
        Small s = Small.Max;
        s++;
        Console.WriteLine(s + " " + (int)s);
        s--;
        Console.WriteLine(s);
        Small t = Small.Two + 250;
        Console.WriteLine((int)t + " " + (t - Small.Two) + " " + (Small.One - t));
        Signed g = Signed.Max;
        g++;
        Console.WriteLine(g + " " + (int)g);
        g += 5;
        Console.WriteLine((int)g);
        Small one = Small.One;
        Console.WriteLine((int)~one + " " + ~Signed.Zero + " " + (long)~Huge.Zero + " " + (ulong)~Mask.Low);
        Huge h = Huge.Pos;
        h += 10;
        Console.WriteLine((long)h + " " + (h - Huge.Pos) + " " + (Huge.Pos - h));
        Mask m = Mask.High | Mask.Low;
        Console.WriteLine((ulong)m + " " + (m & Mask.High) + " " + (m ^ Mask.All));
        Console.WriteLine((Big.C > Big.B) + " " + (Mask.All > Mask.High) + " " + (Signed.Min < Signed.Max) + " " + (Level.Low < Level.Mid));
        Console.WriteLine((Big)0xFFFFFFFE + " " + (Huge)(-1) + " " + (Small)(300 & 0xFF));
        int wide = 1000;
        int minus = -1;
        Console.WriteLine((Small)wide + " " + (Signed)wide + " " + (Port)minus + " " + (Big)minus + " " + unchecked((Small)(-2)));

        // flags
        Perm p = Perm.Read | Perm.Exec;
        Console.WriteLine(p + " | " + (p | Perm.Write) + " | " + (Perm)8 + " | " + (Perm)0 + " | " + (Perm)9);
        Console.WriteLine(p.HasFlag(Perm.Read) + " " + p.HasFlag(Perm.Write) + " " + p.HasFlag(Perm.None));
        Wide w = Wide.Bit0 | Wide.Bit62;
        Console.WriteLine(w + " | " + (w | Wide.Bit40) + " | " + (long)(w | Wide.Bit40));

        // formats
        Console.WriteLine(Small.Two.ToString("X") + " " + Signed.MinusOne.ToString("X") + " " + Level.Low.ToString("x") + " " +
                          Port.Https.ToString("X") + " " + Big.C.ToString("X") + " " + Huge.Neg.ToString("X") + " " + Mask.High.ToString("x"));
        Console.WriteLine(Signed.MinusOne.ToString("D") + " " + Mask.All.ToString("D") + " " + Perm.All.ToString("F") + " " + p.ToString("G"));
        Console.WriteLine($"{Level.Low:D} {Small.Max:X} {Huge.Pos} {Mask.All,22}|");

        // switch
        Console.WriteLine(Describe(Port.Http) + " " + Describe(Port.Https) + " " + Describe((Port)8080));
        Console.WriteLine(Size(Huge.Neg) + " " + Size(Huge.Next) + " " + Size(Huge.Zero));

        // arrays and fields
        Small[] bytes = new Small[4];
        bytes[1] = Small.Max;
        bytes[2] = Small.Two;
        Console.WriteLine(bytes[0] + " " + bytes[1] + " " + bytes[2] + " " + bytes.Length);
        Huge[] hs = { Huge.Neg, Huge.Pos, Huge.Next };
        long sum = 0;
        foreach (Huge x in hs)
            sum += (long)x;
        Console.WriteLine(sum);
        Packet[] ps = new Packet[2];
        ps[0].Kind = Small.One;
        ps[0].Where = Port.Https;
        ps[0].Size = Huge.Pos;
        ps[1] = ps[0];
        ps[1].Size++;
        Console.WriteLine(ps[0].Kind + " " + ps[0].Where + " " + ps[0].Size + " " + ps[1].Size);
        Holder hd = new Holder();
        hd.P |= Perm.Write;
        hd.P |= Perm.Read;
        Console.WriteLine(hd.P + " " + hd.M);

        // boxing
        object o = Small.Two;
        object o2 = Huge.Neg;
        object o3 = Mask.All;
        Console.WriteLine(o + " " + o2 + " " + o3 + " " + o.Equals(Small.Two) + " " + o.Equals(Small.One) + " " + o2.Equals(Huge.Neg));
        Small back = (Small)o;
        Huge back2 = (Huge)o2;
        Console.WriteLine(back + " " + back2 + " " + (Mask)o3);
        Console.WriteLine(Small.Two.GetHashCode() + " " + Huge.Pos.GetHashCode() + " " + Mask.All.GetHashCode());
        try
        {
            int bad = (int)o2;
            Console.WriteLine(bad);
        }
        catch (InvalidCastException)
        {
            Console.WriteLine("InvalidCastException");
        }
        long raw = (long)o2;
        Console.WriteLine(raw);
        Console.WriteLine(Small.Two.CompareTo(Small.One) + " " + Small.Max.CompareTo(Small.None) + " " + Signed.Min.CompareTo(Signed.Max) + " " + Big.C.CompareTo(Big.A) + " " + Mask.All.CompareTo(Mask.Low) + " " + Huge.Neg.CompareTo(Huge.Pos) + " " + Small.Two.Equals(Small.Two));
    }
}
