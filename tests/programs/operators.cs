// Operators: precedence and associativity, ?:, ??, compound assignment
// (including on fields and array elements), pre/post ++ and --, comparisons
// of signed and unsigned values, unary minus and plus.
using System;

class Holder { public int f; public static int s; public Holder next; }

class Operators
{
    static int calls;
    static int Side(int v) { calls++; return v; }

    static void Main()
    {
        Console.WriteLine(2 + 3 * 4);
        Console.WriteLine((2 + 3) * 4);
        Console.WriteLine(10 - 4 - 3);
        Console.WriteLine(100 / 10 / 5);
        Console.WriteLine(1 + 2 << 3);
        Console.WriteLine(6 & 3 | 8);
        Console.WriteLine(1 | 2 ^ 3 & 4);
        Console.WriteLine(5 > 3 == true);
        int x = 5;
        Console.WriteLine(x++ + " " + x);
        Console.WriteLine(++x + " " + x);
        Console.WriteLine(x-- + " " + x);
        Console.WriteLine(--x + " " + x);
        x += 3; x -= 1; x *= 4; x /= 3; x %= 7;
        Console.WriteLine(x);
        x = 0xF0; x &= 0x3C; x |= 1; x ^= 0xFF;
        Console.WriteLine(x);
        int a, b, c;
        a = b = c = 9;
        Console.WriteLine(a + b + c);
        Holder h = new Holder();
        h.f += 5; h.f++; ++h.f;
        Holder.s -= 2; Holder.s--;
        Console.WriteLine(h.f + " " + Holder.s);
        h.next = new Holder();
        h.next.f = h.f++ * 2;
        Console.WriteLine(h.next.f + " " + h.f);
        int[] arr = { 1, 2, 3 };
        int i = 0;
        arr[i++] += 10;
        Console.WriteLine(arr[0] + " " + arr[1] + " " + i);
        arr[Side(2)] *= 5;
        Console.WriteLine(arr[2] + " calls " + calls);
        Console.WriteLine(x > 3 ? "big" : "small");
        Console.WriteLine(x > 300 ? 1 : x > 3 ? 2 : 3);
        string n = null;
        Console.WriteLine(n ?? "dflt");
        Console.WriteLine(-x + " " + +x + " " + -(-x));
        Console.WriteLine(3u > 2u);
        uint big = 3000000000;
        Console.WriteLine(big > 5);
        Console.WriteLine(-1 < 1u);
        long neg = -1;
        Console.WriteLine(neg < big);
        Console.WriteLine(1.5 < 2 && 2L >= 2 && 'a' < 'b' && 3 != 4 && 4 <= 4);
        char ch = 'a';
        ch += (char)1;
        Console.WriteLine(ch);
        double dv = 1;
        dv /= 4;
        dv += 1;
        Console.WriteLine(dv);
        string str = "s";
        str += 1 + 2;
        Console.WriteLine(str);
    }
}
