// mono: skip
// The most specific implementation of a default interface member (C# 8): a
// derived interface's re-implementation (`string IA.M() => ...`) wins over
// its base's body, a class's own member wins over both.
using System;

interface IA { string M() => "IA.M"; string N() => "IA.N"; }
interface IB : IA { string IA.M() => "IB.M"; }
interface IC : IA { }
interface ID : IA { string IA.M() => "ID.M"; string IA.N() => "ID.N"; }
interface IE : IB, ID { string IA.M() => "IE.M"; }
interface IF : IA { string M2() => ((IA)this).M() + "+"; }

class X : IB, IC { }
class Y : IC { }
class Z : IE { }
class W : IB, ID { public string M() => "W.M"; }
class V : X, ID { string IA.M() => "V.M"; }
class U : IF, IB { }

class P
{
    static void Show(string what, IA a) => Console.WriteLine(what + ": " + a.M() + " " + a.N());

    static void Main()
    {
        Show("X", new X());
        Show("Y", new Y());
        Show("Z", new Z());
        Show("W", new W());
        Show("V", new V());
        IB b = new X();
        Console.WriteLine(b.M());
        IF f = new U();
        Console.WriteLine(f.M2());
        object o = new Z();
        Console.WriteLine((o is IB) + " " + (o is IC) + " " + ((IA)o).N());
    }
}
