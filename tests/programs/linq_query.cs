// timeout: 300
// Query expressions, translated to method calls as C# specifies: from,
// where, select, orderby (ascending/descending, several keys), let, a
// second from (SelectMany), join, join ... into (GroupJoin), group ... by,
// continuations with into, an explicitly typed range variable (Cast<T>),
// nested queries, captured locals, and a source type of the program's own
// that has Where/Select methods (the query pattern, no System.Linq needed
// for it).
using System;
using System.Collections.Generic;
using System.Linq;

class Student
{
    public string Name;
    public int Grade;
    public int Score;
    public Student(string name, int grade, int score) { Name = name; Grade = grade; Score = score; }
}

class Course
{
    public string Title;
    public int Grade;
    public Course(string t, int g) { Title = t; Grade = g; }
}

// A type with the query pattern's methods: queries over it call these.
class Box
{
    public int Value;
    public Box(int v) { Value = v; }
    public Box Where(Func<int, bool> p) { return p(Value) ? this : new Box(-1); }
    public Box Select(Func<int, int> f) { return new Box(f(Value)); }
    public override string ToString() { return "Box(" + Value + ")"; }
}

class Program
{
    static string Show<T>(IEnumerable<T> xs)
    {
        return "[" + string.Join(", ", xs) + "]";
    }

    static void Main()
    {
        List<int> nums = new List<int> { 5, 3, 8, 1, 9, 2, 6 };
        Console.WriteLine(Show(from n in nums select n));
        Console.WriteLine(Show(from n in nums where n > 2 select n));
        Console.WriteLine(Show(from n in nums where n > 2 orderby n descending select n * 10));
        Console.WriteLine(Show(from n in nums orderby n % 3, n descending select n));
        Console.WriteLine(Show(from n in nums let sq = n * n let half = sq / 2 where half > 10 select n + ":" + sq + ":" + half));
        Console.WriteLine(Show(from a in Enumerable.Range(1, 3) from b in Enumerable.Range(1, a) select a * 10 + b));
        Console.WriteLine(Show(from a in Enumerable.Range(1, 3) from b in Enumerable.Range(1, 3) where a != b select a + "-" + b));
        int limit = 4;
        Console.WriteLine(Show(from n in nums where n < limit select n));
        limit = 7;
        var lazy = from n in nums where n < limit select n;
        limit = 2;
        Console.WriteLine(Show(lazy));

        foreach (var g in from n in nums group n by n % 3)
            Console.WriteLine(g.Key + ": " + Show(g));
        foreach (var g in from n in nums group n * 100 by n > 4)
            Console.WriteLine(g.Key + ": " + Show(g));
        Console.WriteLine(Show(from n in nums group n by n % 2 into g orderby g.Key select g.Key + "=" + g.Sum()));
        Console.WriteLine(Show(from n in nums select n * 2 into d where d > 10 select d + 1));

        List<Student> students = new List<Student> {
            new Student("Ann", 1, 90), new Student("Bob", 2, 72), new Student("Cid", 1, 85),
            new Student("Dee", 3, 95), new Student("Eve", 2, 88) };
        List<Course> courses = new List<Course> { new Course("Math", 1), new Course("Art", 2), new Course("Bio", 1), new Course("Law", 4) };
        Console.WriteLine(Show(from s in students join c in courses on s.Grade equals c.Grade select s.Name + "/" + c.Title));
        Console.WriteLine(Show(from c in courses join s in students on c.Grade equals s.Grade into cs select c.Title + ":" + cs.Count()));
        Console.WriteLine(Show(from c in courses join s in students on c.Grade equals s.Grade into cs from s2 in cs select c.Title + ">" + s2.Name));
        var best = from s in students
                   group s by s.Grade into g
                   let top = g.Max(x => x.Score)
                   orderby top descending
                   select new { Grade = g.Key, Top = top, Names = string.Join("+", from x in g orderby x.Name descending select x.Name) };
        foreach (var b in best)
            Console.WriteLine(b.Grade + " " + b.Top + " " + b.Names);
        var pairs = from s in students
                    where s.Score > 80
                    orderby s.Grade, s.Score descending
                    select new { s.Name, s.Score };
        foreach (var p in pairs)
            Console.WriteLine(p);

        List<object> objs = new List<object> { "x", "yy", "zzz" };
        Console.WriteLine(Show(from string s in objs where s.Length > 1 select s.ToUpper()));

        Box box = new Box(21);
        Console.WriteLine(from v in box select v * 2);
        Console.WriteLine(from v in box where v > 100 select v);
    }
}
