// mono: skip-output
// [Conditional("SYM")]: a call is dropped, its arguments not evaluated,
// unless SYM is #defined in the calling file (or predefined, as TRACE is in
// a .NET 8 project; expected from mcs -define:TRACE); DEBUG is not defined (a release build).
#define FEATURE_ON
#undef FEATURE_ON
#define LOUD
using System;
using System.Diagnostics;

class Base
{
    [Conditional("TRACE_ME")]
    public virtual void Note(string s) { Console.WriteLine("Base.Note " + s); }

    [Conditional("LOUD")]
    public virtual void Shout(string s) { Console.WriteLine("Base.Shout " + s); }
}

class Derived : Base
{
    public override void Note(string s) { Console.WriteLine("Derived.Note " + s); }
    public override void Shout(string s) { Console.WriteLine("Derived.Shout " + s); }
}

static class Ext
{
    [Conditional("NOPE")]
    public static void Trace(this string s, int n) { Console.WriteLine("ext " + s + n); }

    [Conditional("LOUD")]
    public static void Say(this string s, int n) { Console.WriteLine("say " + s + n); }
}

class Program
{
    static int counter;

    static string Side(string tag)
    {
        counter++;
        Console.WriteLine("Side " + tag);
        return tag;
    }

    [Conditional("TRACE_ME")]
    static void Log(string s) { Console.WriteLine(s); }

    [Conditional("DEBUG")]
    static void Debugged(int x) { Console.WriteLine("debug " + x); }

    [Conditional("TRACE")]
    static void Traced(string s) { Console.WriteLine("trace " + s); }

    [Conditional("FEATURE_ON")]
    static void Feature(string s) { Console.WriteLine("feature " + s); }

    [Conditional("NOPE"), Conditional("LOUD")]
    static void Either(string s) { Console.WriteLine("either " + s); }

    [System.Diagnostics.ConditionalAttribute("NOPE")]
    static void Never(ref int x) { x = 99; Console.WriteLine("never"); }

    [Conditional("LOUD")]
    static void Generic<T>(T v) { Console.WriteLine("generic " + v); }

    [Conditional("NOPE")]
    static void GenericOff<T>(T v) { Console.WriteLine("generic off " + v); }

    [Conditional("LOUD")]
    void Inst(string s) { Console.WriteLine("inst " + s + " " + counter); }

    static void Main()
    {
        Log(Side("a"));
        Debugged(counter++);
        Traced(Side("b"));
        Feature(Side("c"));
        Either(Side("d"));
        int x = 1;
        Never(ref x);
        Console.WriteLine("x " + x);
        Generic(Side("e"));
        GenericOff(Side("f"));
        new Program().Inst("g");
        Base b = new Derived();
        b.Note(Side("h"));
        b.Shout(Side("i"));
        Derived d = new Derived();
        d.Note(Side("j"));
        d.Shout("k");
        "s".Trace(counter++);
        "s".Say(counter++);
        Action a = () => Log(Side("l"));
        a();
        for (int i = 0; i < 3; i++)
            Log(Side("loop"));
        if (counter > 0)
            Debugged(1);
        else
            Console.WriteLine("else");
        Console.WriteLine("counter " + counter);
        Console.WriteLine("done");
    }
}
