// await inside larger expressions (docs/async.md): awaits whose
// expression computed only constants and locals before them run first,
// into temporaries, keeping C#'s order of effects.
using System;
using System.Collections.Generic;
using System.Threading.Tasks;

class P
{
    static int field;
    int inst;

    static async Task<int> Val(int x)
    {
        await Task.Delay(1);
        return x;
    }

    static async Task<string> Str(string s)
    {
        await Task.Yield();
        return s;
    }

    async Task<int> Instance()
    {
        inst = await Val(20);
        int i = inst;
        return i + await Val(1);
    }

    static async Task<int> Run()
    {
        Console.WriteLine(await Val(1));
        Console.WriteLine("a" + await Val(2));
        Console.WriteLine($"interp {await Val(3)} and {await Str("four")}");
        int s = 10;
        s += await Val(5);
        Console.WriteLine(s);
        int x = 2 * await Val(6) + await Val(7);
        Console.WriteLine(x);
        field = await Val(8);
        var arr = new int[2];
        arr[1] = await Val(9);
        Console.WriteLine(field + " " + arr[1]);
        string str = "s";
        str += await Str("t");
        Console.WriteLine(str);
        Console.WriteLine(Math.Max(await Val(11), await Val(12)));
        var list = new List<int> { 1 };
        list.Add(await Val(13));
        Console.WriteLine(string.Join(",", list));
        Console.WriteLine(await Val(await Val(14)));
        if (await Val(1) == 1)
            Console.WriteLine("if");
        int n = 0;
        while (await Val(n) < 3)
            n++;
        Console.WriteLine(n);
        Console.WriteLine(await new P().Instance());
        return await Val(5) + await Val(6);
    }

    static void Main()
    {
        Console.WriteLine(Run().Result);
    }
}
