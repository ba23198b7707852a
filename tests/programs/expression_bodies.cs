// Expression-bodied members: methods (static, instance, void), properties,
// and overrides.
using System;

class Temp
{
    double celsius;
    public Temp(double c) { celsius = c; }
    public double Fahrenheit => celsius * 9 / 5 + 32;
    public bool Freezing() => celsius <= 0;
    public void Print() => Console.WriteLine("temp " + celsius);
    public static Temp Boiling() => new Temp(100);
    public override string ToString() => "Temp(" + celsius + ")";
}

class ExpressionBodies
{
    static int Square(int x) => x * x;
    static void Say(string s) => Console.WriteLine(s);

    static void Main()
    {
        Console.WriteLine(Square(12));
        Say("said");
        Temp t = new Temp(-5);
        Console.WriteLine(t.Fahrenheit);
        Console.WriteLine(t.Freezing());
        t.Print();
        Console.WriteLine(Temp.Boiling().Fahrenheit);
        Console.WriteLine(Temp.Boiling());
    }
}
