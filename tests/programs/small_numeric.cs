// sbyte, short, ushort, byte and float in C# source: C#'s promotions
// (byte + byte is int, float with int is float, float with double is
// double), implicit and explicit conversions (wrapping, and checked ones
// that throw), constants, ++/-- and compound assignment that narrow back,
// MinValue/MaxValue, Parse/TryParse with their exceptions, ToString(format),
// arrays, boxing and unboxing, Math overloads, overload resolution.
using System;

class SmallNumeric
{
    static string Kind(int x) { return "int"; }
    static string Kind(short x) { return "short"; }
    static string Kind(float x) { return "float"; }
    static string Kind(double x) { return "double"; }
    static string Kind(long x) { return "long"; }

    static string Pick(sbyte x) { return "sbyte"; }
    static string Pick(byte x) { return "byte"; }

    static short Twice(short s) { return (short)(s * 2); }
    static float Half(float f) { return f / 2; }

    struct Pixel { public byte R, G, B; public sbyte Delta; public ushort Id; public float Gain; }

    static void Main()
    {
        byte b1 = 200, b2 = 100;
        var sum = b1 + b2;
        Console.WriteLine("byte+byte: " + sum + " " + Kind(sum));
        sbyte sb = -100;
        short sh = -30000;
        ushort us = 60000;
        Console.WriteLine("sbyte+short+ushort: " + (sb + sh + us) + " " + Kind(sb + sh));
        Console.WriteLine("unary minus of ushort: " + (-us) + " " + Kind(-us));
        Console.WriteLine("~sbyte: " + (~sb) + ", sbyte << 2: " + (sb << 2) + ", ushort >> 3: " + (us >> 3));
        Console.WriteLine("short / sbyte: " + (sh / sb) + ", short % 7: " + (sh % 7));
        Console.WriteLine("ushort * ushort: " + (us * us) + " (wraps in int)");

        // implicit widenings
        short fromSbyte = sb; int fromShort = sh; long fromUshort = us; float fromLong = 123456789L;
        double fromFloat = 2.5f;
        Console.WriteLine("widened: " + fromSbyte + " " + fromShort + " " + fromUshort + " " + Kind(fromLong) + " " + fromFloat);
        ushort fromChar = 'A';
        Console.WriteLine("char to ushort: " + fromChar);

        // explicit narrowings wrap
        int big = 70000, neg = -1;
        Console.WriteLine("(short)70000 = " + (short)big + ", (ushort)-1 = " + (ushort)neg + ", (sbyte)200 = " + (sbyte)b1 + ", (byte)-100 = " + (byte)sb);
        Console.WriteLine("(char)(short)-1 = " + (int)(char)(short)neg + ", (sbyte)(short)300 = " + unchecked((sbyte)(short)300));
        double dd = -7.9;
        float ff = 3.75f;
        Console.WriteLine("(sbyte)-7.9 = " + (sbyte)dd + ", (short)3.75f = " + (short)ff + ", (ushort)3.75f = " + (ushort)ff + ", (int)-2.5f = " + (int)-2.5f);
        Console.WriteLine("(float)0.5 = " + (float)0.5 + ", (long)(float)1e10 = " + (long)(float)1e10);

        // constants: an int constant fits a small type implicitly
        sbyte cs = -128; short cshort = 32767; ushort cus = 65535; byte cb = 255;
        const short K = 1000;
        byte fromK = K / 10;
        Console.WriteLine("constants: " + cs + " " + cshort + " " + cus + " " + cb + " " + fromK);
        Console.WriteLine("MinValue/MaxValue: " + sbyte.MinValue + " " + sbyte.MaxValue + " " + short.MinValue + " " + short.MaxValue + " " + ushort.MinValue + " " + ushort.MaxValue + " " + byte.MaxValue);

        // ++, --, compound assignment narrow back (and wrap)
        sbyte w = 127; w++;
        short s2 = -32768; s2--;
        ushort u2 = 0; u2--;
        byte bb = 250; bb += 10;
        short sc = 100; sc *= 400;
        ushort ua = 1; ua <<= 15;
        sbyte sn = 5; sn -= 10;
        Console.WriteLine("wrapped: " + w + " " + s2 + " " + u2 + " " + bb + " " + sc + " " + ua + " " + sn);
        float acc = 0;
        for (int i = 0; i < 10; i++) acc += 0.5f;
        acc++;
        Console.WriteLine("float accumulate: " + acc);

        // checked conversions and arithmetic
        try { checked { sbyte x = (sbyte)big; Console.WriteLine(x); } }
        catch (OverflowException e) { Console.WriteLine("checked (sbyte)70000: " + e.Message); }
        try { checked { ushort x = (ushort)neg; Console.WriteLine(x); } }
        catch (OverflowException) { Console.WriteLine("checked (ushort)-1: OverflowException"); }
        try { short m = short.MaxValue; checked { m++; } Console.WriteLine(m); }
        catch (OverflowException) { Console.WriteLine("checked short++ at MaxValue: OverflowException"); }
        try { float huge = 1e20f; checked { short x = (short)huge; Console.WriteLine(x); } }
        catch (OverflowException) { Console.WriteLine("checked (short)1e20f: OverflowException"); }
        Console.WriteLine("unchecked (short)70000: " + unchecked((short)70000));

        // float arithmetic happens in float
        float third = 1f / 3f;
        double dthird = third;
        Console.WriteLine("1f/3f == (float)(1.0/3): " + (third == (float)(1.0 / 3)) + ", widened != 1.0/3: " + (dthird != 1.0 / 3));
        float f1 = 16777216f;
        Console.WriteLine("16777216f + 1 == 16777216f: " + (f1 + 1 == f1) + ", as double: " + (f1 + 1.0 == f1));
        Console.WriteLine("Kind(float*int) " + Kind(ff * 2) + ", Kind(float*double) " + Kind(ff * 2.0) + ", Kind(long*float) " + Kind(3L * ff));
        Console.WriteLine("float compare: " + (ff > 3) + " " + (ff <= 3.75) + " " + (float.NaN == float.NaN) + " " + (float.NaN != float.NaN));
        Console.WriteLine("float.IsNaN(0f/0f) " + float.IsNaN(0f / ff * 0f / 0f) + ", 1f/0f infinity " + float.IsPositiveInfinity(1f / (ff - ff)));
        Console.WriteLine("Half(5) = " + Half(5) + ", Twice(-300) = " + Twice(-300));
        Console.WriteLine("float % : " + (7.5f % 2f) + ", -float: " + (-ff));

        // Parse, TryParse
        Console.WriteLine("Parse: " + sbyte.Parse("-128") + " " + short.Parse(" 12345 ") + " " + ushort.Parse("65535") + " " + float.Parse("2.25"));
        short ps;
        Console.WriteLine("TryParse: " + short.TryParse("40000", out ps) + " " + ps + " " + short.TryParse("-7", out ps) + " " + ps);
        try { sbyte.Parse("200"); } catch (OverflowException e) { Console.WriteLine(e.Message); }
        try { short.Parse("x1"); } catch (FormatException) { Console.WriteLine("short.Parse(\"x1\"): FormatException"); }
        try { ushort.Parse("-1"); } catch (OverflowException e) { Console.WriteLine(e.Message); }
        try { float.Parse("abc"); } catch (FormatException) { Console.WriteLine("float.Parse(\"abc\"): FormatException"); }

        // ToString(format)
        Console.WriteLine("formats: " + sb.ToString("D5") + " " + sb.ToString("X") + " " + sh.ToString("N0") + " " + us.ToString("x") + " " + ((short)-1).ToString("X"));
        Console.WriteLine("float formats: " + ff.ToString("F3") + " " + ff.ToString("E2") + " " + 0.25f.ToString("P0") + " " + 1234.5f.ToString("N1"));
        Console.WriteLine(string.Format("composite: {0,6}|{1:X4}|{2:F1}|{3}", sh, us, ff, sb));
        Console.WriteLine($"interpolated: {sb}|{us,-7}|{ff:0.00}|{cb:X}");

        // arrays
        sbyte[] sa = { -1, 2, -3 };
        short[] sha = new short[4];
        ushort[] ua2 = new ushort[] { 1, 65535 };
        float[] fa = { 0.5f, 1.5f, 2.5f };
        for (int i = 0; i < sha.Length; i++) sha[i] = (short)(i * -1000);
        ua2[0] += 9;
        fa[2] *= 2;
        int total = 0;
        foreach (sbyte x in sa) total += x;
        float ftotal = 0;
        foreach (float x in fa) ftotal += x;
        Console.WriteLine("arrays: " + total + " " + sha[3] + " " + ua2[0] + " " + ua2[1] + " " + ftotal + " " + sa.Length);

        // boxing and unboxing
        object o1 = sb, o2 = sh, o3 = us, o4 = ff;
        Console.WriteLine("boxed: " + o1 + " " + o2 + " " + o3 + " " + o4);
        Console.WriteLine("unboxed: " + (sbyte)o1 + " " + (short)o2 + " " + (ushort)o3 + " " + (float)o4);
        Console.WriteLine("Equals: " + o2.Equals((short)-30000) + " " + o2.Equals(-30000) + " " + o4.Equals(3.75f) + " " + o4.Equals(3.75));
        Console.WriteLine("is: " + (o1 is sbyte) + " " + (o1 is byte) + " " + (o4 is float) + " " + (o4 is double));
        try { int bad = (int)o2; Console.WriteLine(bad); }
        catch (InvalidCastException) { Console.WriteLine("(int)boxed short: InvalidCastException"); }
        Console.WriteLine("hash: " + ((short)-2).GetHashCode() + " " + ((sbyte)-2).GetHashCode() + " " + ((ushort)7).GetHashCode() + " " + 1.5f.GetHashCode() + " " + (-0f).GetHashCode());

        // Math
        Console.WriteLine("Math: " + Math.Max(sb, (sbyte)5) + " " + Math.Min(sh, (short)0) + " " + Math.Abs(sh) + " " + Math.Max(1.5f, 2.5f) + " " + Math.Abs(-ff) + " " + Math.Sign((short)-4));
        char c1 = 'a', c2 = 'b';
        Console.WriteLine("Math.Max(char, char) is ushort: " + Math.Max(c1, c2));
        try { Math.Abs(sbyte.MinValue); } catch (OverflowException e) { Console.WriteLine(e.Message); }

        // overload resolution: sbyte beats byte for an int constant both hold
        Console.WriteLine("Pick(1): " + Pick(1) + ", Pick(200): " + Pick(200) + ", Kind(sb): " + Kind(sb) + ", Kind((short)1): " + Kind((short)1));

        // struct fields of the small types
        Pixel p = new Pixel();
        p.R = 255; p.G = 128; p.B = 1; p.Delta = -3; p.Id = 65000; p.Gain = 0.75f;
        p.R++;
        p.Delta *= 2;
        Console.WriteLine("pixel: " + p.R + " " + p.G + " " + p.B + " " + p.Delta + " " + p.Id + " " + p.Gain * 2);
    }
}
