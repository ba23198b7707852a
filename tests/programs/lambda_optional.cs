// mono: skip
// C# 12: a lambda with optional parameters has an anonymous delegate type
// whose Invoke keeps the defaults, so a call through `var f` may leave them
// out or name them (bind_delegate.c, anonymous_delegate).
using System;

enum Level { Low, High }

class Program
{
    const int Step = 5;

    static void Main()
    {
        var add = (int x, int by = 1) => x + by;
        Console.WriteLine(add(41));
        Console.WriteLine(add(41, 9));
        Console.WriteLine(add(by: 3, x: 4));

        int bonus = 100;
        var greet = (string name, string greeting = "Hello", Level level = Level.High, int times = Step) =>
            greeting + ", " + name + " " + level + " " + (times + bonus);
        Console.WriteLine(greet("Ann"));
        Console.WriteLine(greet("Bob", "Hi"));
        Console.WriteLine(greet("Cy", level: Level.Low));
        bonus = 0;
        Console.WriteLine(greet("Di", times: 1));

        var describe = (object o = null, double scale = 0.5) => (o == null ? "null" : o.ToString()) + " " + scale;
        Console.WriteLine(describe());
        Console.WriteLine(describe(7, 2.25));

        var again = add;
        Console.WriteLine(again(1));
        Console.WriteLine(Apply(add.Invoke));

        var log = (string msg, bool loud = false) => Console.WriteLine(loud ? msg.ToUpper() : msg);
        log("quiet");
        log("loud", true);
    }

    static int Apply(Func<int, int, int> f) { return f(2, 3); }
}
