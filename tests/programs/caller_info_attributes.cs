// mono: skip
// Caller-info attributes on user methods (mcs lacks CallerArgumentExpression):
// the argument's source text as written (a comment after it left out),
// the calling member (an accessor's property, .ctor, a lambda's method) and
// the call's line; an argument given, or none to name, keeps the value;
// in an interpolation hole and over two lines too.
using System;
using System.Runtime.CompilerServices;
class P {
    static void Check(bool c, [CallerArgumentExpression("c")] string expr = null) {
        Console.WriteLine((c ? "ok: " : "failed: ") + expr);
    }
    static void Log(string msg, [CallerMemberName] string member = "", [CallerLineNumber] int line = 0) {
        Console.WriteLine(member + ":" + line + " " + msg);
    }
    static void Named([CallerArgumentExpression("value")] string text = "none", object value = null) {
        Console.WriteLine(text);
    }
    static string Text(int v, [CallerArgumentExpression("v")] string t = null) => t;
    int count;
    int Count { get { Log("get"); return count; } set { Log("set"); count = value; } }
    P() { Log("ctor"); }
    static void Main() {
        int x = 5;
        Check(x > 3);
        Check(x  *  2 == 11 /* odd */);
        Check(x > 3, "given");
        Log("main");
        Action a = () => Log("lambda");
        a();
        void Local() => Log("local");
        Local();
        var p = new P();
        p.Count = 3;
        Console.WriteLine(p.Count);
        Named(value: x + 1);
        Named();
        Console.WriteLine($"hole: {Text(x + 1)}, {Text(  x*3  )}");
        Console.WriteLine(Text(x
            + 4));
    }
}
