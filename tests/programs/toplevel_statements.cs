// mono: skip
// Top-level statements (C# 9) with the implicit usings of a .NET 8
// console project (no using directive: Console, List, LINQ's operators and
// a query expression all resolve): locals, a static and a capturing local
// function, args, a partial class Program adding members, types declared
// after the statements, exceptions caught and the entry point's name.
// (Mono 6.8 has no top-level statements: the expected output is Mono's for
// the same code as Program.Main with the usings written.)
var numbers = new List<int> { 5, 3, 8, 1 };
int total = 0;
foreach (var n in numbers)
    total += n;
Console.WriteLine("total " + total);
Console.WriteLine(string.Join(",", numbers.Where(n => n > 2).OrderBy(n => n)));
var squares = from n in numbers where n % 2 == 1 select Square(n);
Console.WriteLine(string.Join(" ", squares));
Console.WriteLine("args " + args.Length);
int bump = 10;
Console.WriteLine(AddBump(5));
Console.WriteLine(Program.Greeting + " " + Twice(21));
var shape = new Circle(2);
Console.WriteLine(shape.Describe());
try
{
    Fail();
}
catch (InvalidOperationException e)
{
    Console.WriteLine(e.Message);
}
var sb = new System.Text.StringBuilder();
for (int i = 0; i < 3; i++)
    sb.Append(i);
Console.WriteLine(sb);

static int Square(int x) => x * x;
int AddBump(int x) => x + bump;
void Fail() => throw new InvalidOperationException("failed in " + nameof(Fail));

partial class Program
{
    public static string Greeting = "hello";

    static int Twice(int x)
    {
        return 2 * x;
    }
}

class Circle
{
    private readonly double r;

    public Circle(double r)
    {
        this.r = r;
    }

    public string Describe()
    {
        return "circle of area " + (Math.PI * r * r).ToString("F3");
    }
}
