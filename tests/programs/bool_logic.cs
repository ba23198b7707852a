// Boolean operators: && and || short-circuit; & | ^ on bool evaluate both
// sides; ! and comparisons of bools; compound &= |= ^= on bool.
using System;

class BoolLogic
{
    static string trace = "";
    static bool T(string s) { trace += s; return true; }
    static bool F(string s) { trace += s; return false; }

    static void Main()
    {
        trace = ""; bool r = F("a") && T("b"); Console.WriteLine(r + " " + trace);
        trace = ""; r = T("a") || F("b"); Console.WriteLine(r + " " + trace);
        trace = ""; r = F("a") & T("b"); Console.WriteLine(r + " " + trace);
        trace = ""; r = T("a") | F("b"); Console.WriteLine(r + " " + trace);
        trace = ""; r = T("a") ^ T("b"); Console.WriteLine(r + " " + trace);
        trace = ""; r = F("a") || F("b") || T("c"); Console.WriteLine(r + " " + trace);
        trace = ""; r = T("a") && (F("b") || T("c")) && !F("d"); Console.WriteLine(r + " " + trace);
        bool x = true;
        x &= false; Console.WriteLine(x);
        x |= true; Console.WriteLine(x);
        x ^= true; Console.WriteLine(x);
        Console.WriteLine(true == !false);
        Console.WriteLine(true != false);
        bool y = 3 > 2;
        Console.WriteLine(y ? "yes" : "no");
        bool[] bs = { true, false };
        Console.WriteLine(bs[0] && !bs[1]);
    }
}
