// mono: skip
// Records in patterns and LINQ: type and property patterns on a record
// hierarchy, positional patterns through the synthesized Deconstruct
// (`Add(var l, var r)`, nested, with constants and relational patterns,
// on a record struct, in a switch statement), records as GroupBy keys,
// Distinct and Contains by value, `with` in a Select. Mono's mcs (C# 7.2)
// cannot compile records: the expected output is written by C#'s
// specification and .NET 8's ToString format.
using System;
using System.Collections.Generic;
using System.Linq;

abstract record Expr;
record Num(int Value) : Expr;
record Add(Expr L, Expr R) : Expr;
record Mul(Expr L, Expr R) : Expr;
record Neg(Expr E) : Expr;

record struct Pt(int X, int Y);
record Employee(string Name, string Dept, decimal Salary);

class Program
{
    static int Eval(Expr e) => e switch
    {
        Num(var v) => v,
        Add(Num(0), var r) => Eval(r),
        Add(var l, var r) => Eval(l) + Eval(r),
        Mul(Num { Value: 0 }, _) => 0,
        Mul(var l, var r) => Eval(l) * Eval(r),
        Neg { E: var inner } => -Eval(inner),
        _ => throw new InvalidOperationException(e.ToString())
    };

    static string Quadrant(Pt p)
    {
        switch (p)
        {
            case (0, 0): return "origin";
            case ( > 0, > 0): return "first";
            case (< 0, var y) when y > 0: return "second";
            default: return "other";
        }
    }

    static void Main()
    {
        Expr ex = new Add(new Num(2), new Mul(new Num(3), new Num(4)));
        Console.WriteLine(ex);
        Console.WriteLine(Eval(ex));
        Console.WriteLine(Eval(new Neg(new Add(new Num(0), new Num(5)))));
        Console.WriteLine(Eval(new Mul(new Num(0), new Neg(new Num(1)))));
        if (ex is Add(Num(var a), Mul(_, Num b)))
            Console.WriteLine(a + " " + b);
        Console.WriteLine(ex is Add(Num(3), _));
        Console.WriteLine(Quadrant(new Pt(0, 0)) + " " + Quadrant(new Pt(2, 3)) + " " + Quadrant(new Pt(-1, 4)) +
                          " " + Quadrant(new Pt(-1, -4)));
        Pt? maybe = new Pt(1, 2);
        Console.WriteLine(maybe is (1, var yy) ? "y=" + yy : "no");

        var staff = new List<Employee>
        {
            new Employee("Ann", "Eng", 100m), new Employee("Bob", "Eng", 80m),
            new Employee("Cid", "Ops", 60m), new Employee("Bob", "Eng", 80m)
        };
        foreach (var g in staff.GroupBy(e => new { e.Dept }).OrderBy(g => g.Key.Dept))
            Console.WriteLine(g.Key.Dept + ": " + g.Count());
        Console.WriteLine(staff.Distinct().Count());
        Console.WriteLine(staff.Contains(new Employee("Cid", "Ops", 60m)));
        foreach (var e in staff.Where(e => e.Dept == "Eng").Select(e => e with { Salary = e.Salary * 1.1m }))
            Console.WriteLine(e);
        var byPoint = new[] { new Pt(1, 1), new Pt(2, 2), new Pt(1, 1) }.GroupBy(p => p);
        foreach (var g in byPoint)
            Console.WriteLine(g.Key + " x" + g.Count());
    }
}
