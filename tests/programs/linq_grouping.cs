// timeout: 300
// LINQ ordering, grouping and joins: OrderBy/OrderByDescending/ThenBy/
// ThenByDescending (stable: equal keys keep their order), GroupBy with
// element and result selectors (groups in the order their keys first
// appear, elements in source order), ToLookup, Join and GroupJoin (outer
// order, then inner order), and a report in the usual shape.
using System;
using System.Collections.Generic;
using System.Linq;

class Emp
{
    public string Name;
    public string Dept;
    public int Salary;
    public int Age;
    public Emp(string n, string d, int s, int a) { Name = n; Dept = d; Salary = s; Age = a; }
}

class Dept
{
    public string Id;
    public string Title;
    public Dept(string id, string t) { Id = id; Title = t; }
}

class Program
{
    static string Show<T>(IEnumerable<T> xs)
    {
        return "[" + string.Join(", ", xs) + "]";
    }

    static void Main()
    {
        List<Emp> emps = new List<Emp> {
            new Emp("Ann", "dev", 120, 31), new Emp("Bob", "ops", 90, 45),
            new Emp("Cid", "dev", 90, 28), new Emp("Dee", "qa", 90, 33),
            new Emp("Eve", "dev", 120, 25), new Emp("Fay", "ops", 95, 39),
            new Emp("Gus", "hr", 70, 50) };

        Console.WriteLine(Show(emps.OrderBy(e => e.Salary).Select(e => e.Name)));
        Console.WriteLine(Show(emps.OrderByDescending(e => e.Salary).Select(e => e.Name)));
        Console.WriteLine(Show(emps.OrderBy(e => e.Dept).ThenBy(e => e.Age).Select(e => e.Dept + "/" + e.Name)));
        Console.WriteLine(Show(emps.OrderBy(e => e.Dept).ThenByDescending(e => e.Salary).ThenBy(e => e.Name).Select(e => e.Name)));
        Console.WriteLine(Show(emps.OrderByDescending(e => e.Salary).ThenByDescending(e => e.Age).Select(e => e.Name)));
        Console.WriteLine(Show(emps.OrderBy(e => e.Name.Length).Select(e => e.Name)));
        Console.WriteLine(Show(new List<string> { "pear", "fig", "apple", "kiwi", "date" }.OrderBy(s => s)));
        Console.WriteLine(Show(new List<int> { 3, -1, 2, -1, 0 }.OrderByDescending(x => x)));
        List<double> ds = new List<double> { 2.5, -0.5, 10.0, 2.5 };
        Console.WriteLine(Show(ds.OrderBy(x => x)));

        foreach (IGrouping<string, Emp> g in emps.GroupBy(e => e.Dept))
            Console.WriteLine(g.Key + ": " + Show(g.Select(e => e.Name)) + " " + g.Count() + " " + g.Sum(e => e.Salary));
        foreach (var g in emps.GroupBy(e => e.Salary, e => e.Name))
            Console.WriteLine(g.Key + " -> " + Show(g));
        Console.WriteLine(Show(emps.GroupBy(e => e.Age / 10, (decade, es) => decade * 10 + "s:" + es.Count())));
        Console.WriteLine(Show(Enumerable.Range(1, 10).GroupBy(x => x % 3).Select(g => g.Key + "=" + g.Sum())));

        ILookup<string, string> look = emps.ToLookup(e => e.Dept, e => e.Name);
        Console.WriteLine(look.Count + " " + Show(look["dev"]) + " " + Show(look["none"]) + " " + look.Contains("qa"));

        List<Dept> depts = new List<Dept> { new Dept("ops", "Operations"), new Dept("dev", "Development"), new Dept("fin", "Finance") };
        var joined = emps.Join(depts, e => e.Dept, d => d.Id, (e, d) => e.Name + "@" + d.Title);
        Console.WriteLine(Show(joined));
        var gj = depts.GroupJoin(emps, d => d.Id, e => e.Dept, (d, es) => d.Title + ":" + es.Count());
        Console.WriteLine(Show(gj));

        // a report: per department, head count, total and average pay, best paid first
        var report = emps.GroupBy(e => e.Dept)
                         .Select(g => new { Dept = g.Key, Count = g.Count(), Total = g.Sum(e => e.Salary), Avg = g.Average(e => e.Salary), Top = g.OrderByDescending(e => e.Salary).First().Name })
                         .OrderByDescending(r => r.Total)
                         .ThenBy(r => r.Dept);
        foreach (var r in report)
            Console.WriteLine(r.Dept + " " + r.Count + " " + r.Total + " " + r.Avg + " " + r.Top);

        // deferred: the ordering runs at enumeration, over the current contents
        List<int> src = new List<int> { 5, 1, 4 };
        IEnumerable<int> sorted = src.OrderBy(x => x);
        src.Add(0);
        Console.WriteLine(Show(sorted) + " " + sorted.First() + " " + sorted.Last());
    }
}
